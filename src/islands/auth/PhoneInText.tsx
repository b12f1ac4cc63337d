/**
 * A line with the parent's number in it ("Enter the password for +91 9845012345."), laid out the
 * same before and after the island wakes. The HTML is built with no number (it is only in this
 * phone's storage); filled in on waking, it pushed the links under the line down by one line just
 * as a thumb came to tap them (a tap on "Forgot password?" landed above it and did nothing). So
 * the number sits in a box as wide as "+91" and ten digits from the first paint (forms.css).
 */
export function PhoneInText({ template, phone }: { template: string; phone: string }) {
  const [before, after = ''] = template.split('{phone}');
  return (
    <>
      {before}
      <span className="phone-in-text">
        <span>{`+91\u00a0${phone}`}</span>
      </span>
      {after}
    </>
  );
}
