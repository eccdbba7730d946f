import { ARGS, scriptLiteral, withArgs } from "../script-args";

test("a text can hold anything, and no tag can close the script", () => {
  const text = "</script><!-- {count} из\u00a0{total}";
  expect(scriptLiteral(text)).not.toContain("<");
  expect(eval(scriptLiteral(text))).toBe(text);
});

test("withArgs puts the arguments where the compiled script takes them", () => {
  const script = `(()=>{f(${JSON.stringify(ARGS)});})();`;
  expect(withArgs(script, [["a"], { b: 1, c: true }])).toBe(
    '(()=>{f(["a"],{"b":1,"c":true});})();',
  );
});
