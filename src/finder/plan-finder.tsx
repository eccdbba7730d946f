import { useEffect, useRef, useState } from "react";
import { navigate } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import { localPath } from "../lib/languages";
import { Section } from "../components/ui/section";
import { LocalLink } from "../components/ui/local-link";
import { NO_ANSWERS, answered, answersQuery, parseAnswers, type Answers } from "./answers";
import { energyInput } from "./body-answers";
import type { Problems } from "./body-fields";
import type { FinderData } from "./fragments";
import type { FinderContext } from "./page-context";
import { Questions } from "./questions";
import { FinderResult } from "./finder-result";
import { skipped, stepsFor } from "./steps";
import { textLinkClass } from "../components/ui/text-link";

type Props = FinderData & { finder: FinderContext; search: string };

export const FINDER_PATH = "/plan-finder";

/**
 * The plan finder: questions one at a time, then one recommended plan. The answers live in
 * the address once shown (a result can be shared and survives reload, Back and the language
 * switch); an address with answers opens on its result. The address and the visitor's date
 * are read after hydration: the server renders the first question.
 */
export function PlanFinder({ finder, search, ...data }: Props) {
  const { lang } = useSiteData();
  const copy = data.planFinderJson!;
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const [at, setAt] = useState(0);
  const [showing, setShowing] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [now, setNow] = useState<Date | null>(null);
  const moved = useRef(false);
  const steps = stepsFor(answers);

  useEffect(() => {
    const read = parseAnswers(search, finder.allowed);
    setNow(new Date());
    if (answered(read)) {
      setAnswers(read);
      setShowing(true);
    } else {
      setShowing(false);
      setAt(0);
    }
  }, [search, finder]);

  const go = (query: string) => navigate(localPath(FINDER_PATH, lang) + query);
  const change = (patch: Partial<Answers>) => {
    moved.current = true;
    setAnswers((a) => ({ ...a, ...patch }));
    setProblems({});
  };
  function show(final: Answers) {
    moved.current = true;
    setAnswers(final);
    setShowing(true);
    if (answersQuery(final) !== search) void go(answersQuery(final));
  }
  function next(current = answers) {
    moved.current = true;
    if (steps[at] === "body") {
      const input = energyInput(current);
      if (input.kind === "problems") {
        setProblems(input.problems);
        const first = Object.keys(input.problems)[0] as keyof Problems;
        document.querySelector<HTMLElement>(`#finder-${first}, input[name="${first}"]`)?.focus();
        return;
      }
    }
    if (at >= stepsFor(current).length - 1) show(current);
    else setAt(at + 1);
  }

  return (
    <Section as="div" width="3xl" className="space-y-8 py-12 sm:py-16">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {copy.heading}
        </h1>
        {!showing && <p className="text-lg text-muted-foreground">{copy.intro}</p>}
      </header>
      {/* In the page for a visitor without scripts; hidden before the first paint otherwise. */}
      <p data-no-script="" className="rounded-lg border border-border p-4">
        {copy.noScript.text}{" "}
        <LocalLink to="/meal-plans" className={textLinkClass}>
          {copy.noScript.plans}
        </LocalLink>{" "}
        <LocalLink to="/menu" className={textLinkClass}>
          {copy.noScript.menu}
        </LocalLink>
      </p>
      {showing ? (
        <FinderResult
          {...data}
          finder={finder}
          answers={answers}
          now={now}
          focus={moved.current}
          onChange={() => {
            setAt(0);
            void go("");
          }}
          onStartOver={() => {
            setAnswers(NO_ANSWERS);
            setAt(0);
            void go("");
          }}
        />
      ) : (
        <Questions
          copy={copy}
          words={data.finderWords!}
          steps={steps}
          at={Math.min(at, steps.length - 1)}
          answers={answers}
          problems={problems}
          focus={moved.current}
          onChange={change}
          onBack={() => {
            setProblems({});
            setAt(Math.max(at - 1, 0));
          }}
          onSkip={() => {
            const rest = skipped(answers, steps[at]);
            setAnswers(rest);
            setProblems({});
            if (at >= stepsFor(rest).length - 1) show(rest);
            else setAt(at + 1);
          }}
          onNext={() => next()}
        />
      )}
    </Section>
  );
}
