/** One part of the finder's result (the energy, the dishes): a section named by its heading. */
export function ResultSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <h3 id={props.id} className="text-xl font-bold">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}
