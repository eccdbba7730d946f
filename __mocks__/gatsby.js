// Manual mock of gatsby for Jest (Gatsby's unit-testing doc). useStaticQuery answers what
// the site's static queries ask (the site's address, brand and share image: facts that do
// not depend on language); a test that needs other values mocks it itself.
const React = require("react");
const { content } = require("../jest/fixtures");

const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({
        activeClassName,
        activeStyle,
        getProps,
        innerRef,
        partiallyActive,
        replace,
        to,
        ...rest
      }) => React.createElement("a", { ...rest, href: to }),
    ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(() => ({
    site: { siteMetadata: { siteUrl: "https://hamov.am" } },
    siteJson: { brand: content().site.brand, shareImage: { publicURL: "/static/share.jpg" } },
  })),
  navigate: jest.fn(),
};
