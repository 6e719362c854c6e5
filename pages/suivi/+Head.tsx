// Added to the head every page has (pages/+Head.tsx): a private link's page, never a search result.
export default function Head() {
  return <meta name="robots" content="noindex" />
}
