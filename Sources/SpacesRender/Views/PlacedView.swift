import SpacesKit

/// A view laid out: its rectangle in cells, what it draws there, and its placed children.
///
/// `ViewRenderer.layout(_:in:)` produces it in one pass over the node tree; drawing walks it
/// without measuring anything again.
package struct PlacedView: Equatable, Sendable {
  /// What a placed view draws in its own rectangle, before its children.
  package enum Content: Equatable, Sendable {
    /// Nothing (stacks, spacers, frames, padding).
    case none
    /// Lines of text, already wrapped and truncated to the rectangle.
    case text([String])
    /// A symbol's glyph (or a gauge's bar), drawn in the tint when one is set.
    case image(String)
    /// An asset catalog image drawn in half-block pixels (or its labelled box).
    case bitmap(BitmapLook)
    /// A colour filling the rectangle (`Color.clear` fills nothing).
    case fill(Color)
    /// A shape (or a gradient or material) filled or stroked in the rectangle.
    case shape(ShapeNode)
    /// A modifier whose drawing effect (font, colours…) applies to the children.
    case style(ViewModifierValue)
    /// An interactive element (a widget's Button or Toggle with an intent) around its label.
    case control(ControlLook)
    /// A leaf the host paints itself (`CanvasPainting`), clipped to the rectangle.
    case canvas(HostCanvas)
  }

  /// How an interactive element draws.
  package enum ControlLook: Equatable, Sendable {
    /// A button: its label on the tint.
    case button
    /// A toggle: its label, then a switch in its state.
    case toggle(isOn: Bool)
    /// A `Link`: its label in the tint.
    case link
    /// A button without a border (`.plain`, `.borderless`): its label, in the tint if tinted.
    case labelOnly(tinted: Bool)
  }

  /// The rectangle, in frame cells; drawing the view and its children stays inside it.
  package var rect: Rect
  /// What the view itself draws.
  package var content: Content
  /// The children, drawn in order (later ones on top).
  package var children: [PlacedView]

  package init(rect: Rect, content: Content = .none, children: [PlacedView] = []) {
    self.rect = rect
    self.content = content
    self.children = children
  }

  /// The rectangles of the interactive elements in this tree, depth first (the order of
  /// `ViewNode.interactiveElements` for trees without buttons in backgrounds).
  package var controlRects: [Rect] {
    var found: [Rect] = []
    collectControlRects(into: &found)
    return found
  }

  /// The rectangle of the view given an identity (`.id(_:)`), depth first; `nil` when none
  /// has it.
  package func rect(of identity: ViewIdentity) -> Rect? {
    if case .style(.id(let id)) = content, id == identity { return rect }
    for child in children {
      if let found = child.rect(of: identity) { return found }
    }
    return nil
  }

  private func collectControlRects(into found: inout [Rect]) {
    if case .control = content { found.append(rect) }
    for child in children { child.collectControlRects(into: &found) }
  }
}
