// Placeholder until the shell's pages land (issue 2).
export default function MembershipBenefitPage() {
  return <h1>MembershipBenefitPage</h1>;
}
