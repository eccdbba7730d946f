import { graphql } from "gatsby";
import { Select } from "./input";
import { Label } from "./label";

export const query = graphql`
  fragment DistrictOption on DistrictsJson {
    slug
    name
  }
`;

type Props = {
  /** The field's label, and the empty first choice (the field is optional). */
  copy: { districtLabel: string; districtNone: string };
  districts: readonly Queries.DistrictOptionFragment[];
};

/** An optional `district` field for a form: Yerevan's districts by slug, none chosen at first. */
export function DistrictSelect({ copy, districts }: Props) {
  return (
    <div className="space-y-2">
      <Label htmlFor="register-district">{copy.districtLabel}</Label>
      <Select id="register-district" name="district" defaultValue="">
        <option value="">{copy.districtNone}</option>
        {districts.map((d) => (
          <option key={d.slug} value={d.slug}>
            {d.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
