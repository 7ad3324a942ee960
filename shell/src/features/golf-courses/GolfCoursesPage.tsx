// Placeholder until the shell's pages land (issue 2).
export default function GolfCoursesPage() {
  return <h1>GolfCoursesPage</h1>;
}
