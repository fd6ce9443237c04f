import Foundation
import SpacesKit
import SpacesRender
import Testing

/// A flow layout as apps write one (rows of tags that wrap at the proposed width), from the
/// shape of WWDC22 "Compose custom layouts with SwiftUI" and the blog posts that copy it.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.replacingUnspecifiedDimensions().width)
    let height = rows.last.map { $0.y + $0.height } ?? 0
    let width = rows.map(\.width).max() ?? 0
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for row in arrange(subviews, width: bounds.width) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(
          at: CGPoint(x: x, y: bounds.minY + row.y), anchor: .topLeading,
          proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
    }
  }

  private struct Row {
    var indices: [Int] = []
    var y: CGFloat = 0
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
    var rows = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let extra = rows[rows.count - 1].indices.isEmpty ? size.width : spacing + size.width
      if rows[rows.count - 1].width + extra > width, !rows[rows.count - 1].indices.isEmpty {
        let last = rows[rows.count - 1]
        rows.append(Row(y: last.y + last.height))
      }
      let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
      rows[rows.count - 1].indices.append(index)
      rows[rows.count - 1].width += gap + size.width
      rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
    }
    return rows
  }
}

/// Apple's `BasicVStack` from the `Layout` documentation, with a cache of the subviews' sizes.
struct CachedVStack: Layout {
  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(
      width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
      y += cache.sizes[index].height
    }
  }
}

/// A layout that places only its first subview, and answers a horizontal guide.
struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? { guide == .leading ? 16 : nil }
}

/// Custom `Layout`s: measured and placed by the app's own code, in cells.
@MainActor
@Suite("Custom Layout: an app's sizeThatFits and placeSubviews")
struct CustomLayoutTests {
  @Test("a flow layout wraps its tags at the width it is offered")
  func flow() throws {
    let tags = FlowLayout {
      Text("coffee")
      Text("tea")
      Text("matcha")
      Text("cocoa")
    }
    #expect(
      try LayoutRendering.rows(
        tags.frame(maxWidth: .infinity, alignment: .leading), width: 14, height: 3)
        == ["coffee tea    ", "matcha cocoa  ", "              "])
    #expect(
      try LayoutRendering.rows(
        tags.frame(maxWidth: .infinity, alignment: .leading), width: 26, height: 2)
        == ["coffee tea matcha cocoa   ", "                          "])
  }

  @Test("the layout's size sits in a stack like any view's; its cache is built per pass")
  func inStack() throws {
    let column = VStack(spacing: 0) {
      Text("Menu")
      CachedVStack {
        Text("Espresso")
        Text("Tea")
      }
      Text("end")
    }
    let rows = try LayoutRendering.rows(column, width: 10, height: 4)
    // The stack is as wide as its widest view (the layout's 8 columns), at the frame's left;
    // "Tea" is centred on the layout's middle, 2.5 columns in, rounded to the nearest cell.
    #expect(rows == ["  Menu    ", "Espresso  ", "   Tea    ", "  end     "], "\(rows)")

  }

  @Test("an unplaced subview sits in the middle; an explicit alignment guide is logged")
  func unplacedAndGuide() throws {
    let view = FirstOnly {
      Text("A")
      Text("mid")
    }
    #expect(
      try LayoutRendering.rows(view, width: 7, height: 3) == ["A      ", "  mid  ", "       "])
    #expect(LayoutWarnings.shared.hasReported("FirstOnly.explicitAlignment"))
  }

  @Test("AnyLayout switches between an HStackLayout and a VStackLayout with the same subviews")
  func anyLayout() throws {
    func card(wide: Bool) -> some View {
      let layout = wide ? AnyLayout(HStackLayout(spacing: 8)) : AnyLayout(VStackLayout())
      return layout {
        Text("64 mg")
        Text("Espresso")
      }
    }
    #expect(try LayoutRendering.rows(card(wide: true), width: 14, height: 1) == ["64 mg Espresso"])
    #expect(
      try LayoutRendering.rows(card(wide: false), width: 8, height: 2) == [" 64 mg  ", "Espresso"])
    // Used directly, a stack layout is the stack.
    let row = HStackLayout(alignment: .top) {
      Text("A")
      Text("B")
    }
    #expect(try LayoutRendering.rows(row, width: 3, height: 1) == ["A B"])
  }

  @Test("a custom layout may delegate to a stack layout's own sizeThatFits and placeSubviews")
  func delegating() throws {
    struct Reversed: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        var inner: Void = ()
        return HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        var x = bounds.maxX
        for subview in subviews {
          let size = subview.sizeThatFits(.unspecified)
          subview.place(
            at: CGPoint(x: x, y: bounds.minY), anchor: .topTrailing,
            proposal: ProposedViewSize(size))
          x -= size.width + 8
        }
      }
    }
    let view = Reversed {
      Text("one")
      Text("two")
    }
    #expect(try LayoutRendering.rows(view, width: 7, height: 1) == ["two one"])
  }

  @Test("subviews carry layout values by key: a layout orders its subviews by their rank")
  func layoutValues() throws {
    struct Rank: LayoutValueKey {
      static let defaultValue = 99
    }
    struct ByRank: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        CGSize(
          width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
          height: CGFloat(subviews.count * 16))
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (row, subview) in ranked.enumerated() {
          subview.place(
            at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row * 16)), proposal: .unspecified)
        }
      }
    }
    let podium = ByRank {
      Text("silver").layoutValue(key: Rank.self, value: 2)
      Text("none")
      Text("gold").padding(0).layoutValue(key: Rank.self, value: 1)
    }
    #expect(
      try LayoutRendering.rows(podium, width: 6, height: 3) == ["gold  ", "silver", "none  "])
  }

  @Test("two trees with custom layouts are equal when the layouts and their values are")
  func equality() {
    func tags(spacing: CGFloat, rank: Int) -> ViewNode {
      struct Rank: LayoutValueKey {
        static let defaultValue = 0
      }
      return resolveViewNode(
        FlowLayout(spacing: spacing) {
          Text("a").layoutValue(key: Rank.self, value: rank)
        })
    }
    #expect(tags(spacing: 8, rank: 1) == tags(spacing: 8, rank: 1))
    #expect(tags(spacing: 8, rank: 1) != tags(spacing: 16, rank: 1), "the layout's stored values")
    #expect(tags(spacing: 8, rank: 1) != tags(spacing: 8, rank: 2), "a subview's layout value")
  }
}
