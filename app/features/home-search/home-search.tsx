// Placeholder: the catalogue issue replaces this with the accessible search combobox.
export function HomeSearch() {
  return (
    <form action="/find-test" method="get" role="search">
      <label htmlFor="home-search">Search tests and packages</label>
      <input id="home-search" name="q" type="search" />
      <button type="submit">Search</button>
    </form>
  );
}
