import { ARGS, scriptLiteral, withArgs } from "../script-args";

describe("scriptLiteral", () => {
  it("writes names bare where JavaScript allows, other keys quoted", () => {
    expect(scriptLiteral({ none: [], "2026-11-30": [1, 2], "up-x": true })).toBe(
      '{none:[],"2026-11-30":[1,2],"up-x":!0}',
    );
  });

  it("writes strings in ASCII, and no tag can close the script", () => {
    expect(scriptLiteral("{count} из\u00a0{total}")).toBe('"{count} \\u0438\\u0437\\xA0{total}"');
    expect(scriptLiteral("</script>")).not.toContain("<");
    expect(eval(scriptLiteral("</script> из"))).toBe("</script> из");
  });
});

test("withArgs puts the arguments where the compiled script takes them", () => {
  const script = `(()=>{f(${JSON.stringify(ARGS)});})();`;
  expect(withArgs(script, [["a"], { b: 1 }])).toBe('(()=>{f(["a"],{b:1});})();');
});
