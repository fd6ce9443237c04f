import Foundation

/// A custom `Layout` as a view tree holds it: the layout value, type-erased, with what the
/// renderer asks of it.
package struct CustomLayout: Equatable, Sendable {
  /// The app's layout.
  let layout: any Layout

  /// Wraps a layout.
  package init(_ layout: some Layout) {
    self.layout = layout
  }

  /// The layout type's name, for messages.
  package var typeName: String { _typeName(type(of: layout), qualified: false) }

  /// The container's size for a proposal, in points, with a fresh cache.
  package func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    func measure<L: Layout>(_ layout: L) -> CGSize {
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return measure(layout)
  }

  /// Places the subviews in `bounds` (points), with a fresh cache; whether the layout
  /// answered an explicit alignment guide (which the terminal doesn't consult yet).
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
  ) -> Bool {
    func place<L: Layout>(_ layout: L) -> Bool {
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      let horizontal = [HorizontalAlignment.leading, .center, .trailing].contains {
        layout.explicitAlignment(
          of: $0, in: bounds, proposal: proposal, subviews: subviews, cache: &cache) != nil
      }
      let vertical = [VerticalAlignment.top, .center, .bottom].contains {
        layout.explicitAlignment(
          of: $0, in: bounds, proposal: proposal, subviews: subviews, cache: &cache) != nil
      }
      return horizontal || vertical
    }
    return place(layout)
  }

  /// Two layouts are equal when they are of one type and equal (`==` where it is `Equatable`,
  /// else the same stored values when printed).
  package static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool {
    type(of: lhs.layout) == type(of: rhs.layout) && AnyEquality.equal(lhs.layout, rhs.layout)
  }
}
