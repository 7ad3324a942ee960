// Placeholder until the shell's pages land (issue 2).
export default function ActivateMembershipPage() {
  return <h1>ActivateMembershipPage</h1>;
}
