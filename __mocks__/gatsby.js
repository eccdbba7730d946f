// Manual mock of gatsby for Jest (Gatsby's unit-testing doc). useStaticQuery answers with
// the real site-wide content from data/, shaped as the SiteData query returns it.
const React = require("react");
const { siteData } = require("../jest/fixtures");

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
  useStaticQuery: jest.fn(() => siteData()),
  navigate: jest.fn(),
};
