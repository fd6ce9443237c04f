import Foundation

extension View {
  func modified(_ modifier: ViewModifierValue) -> ModifiedContent<Self> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Sets the default font for text in this view.
  public func font(_ font: Font?) -> some View { modified(.font(font)) }

  /// Applies a bold weight to text in this view.
  public func bold(_ isActive: Bool = true) -> some View { modified(.bold(isActive)) }

  /// Sets the colour of foreground elements in this view.
  public func foregroundColor(_ color: Color?) -> some View { modified(.foreground(color)) }

  /// Sets the style of foreground elements in this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    _ForegroundStyleView(content: self, paint: style._paint, color: style._color)
  }

  /// Sets the tint colour within this view.
  public func tint(_ tint: Color?) -> some View { modified(.tint(tint)) }

  /// Pads the given edges by a length in points (default 16).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length ?? 16
    return modified(
      .padding(
        EdgeInsets(
          top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
          bottom: edges.contains(.bottom) ? value : 0,
          trailing: edges.contains(.trailing) ? value : 0)))
  }

  /// Pads every edge by a length in points.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Pads each edge by its inset.
  public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets)) }

  /// Positions this view within a frame of a fixed size (points).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified(
      .frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment))
  }

  /// Positions this view within a frame with minimum, ideal and maximum sizes (points);
  /// `.infinity` as a maximum makes the frame take all the space offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
          maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
          idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
          alignment: alignment)))
  }

  /// Sets the most lines text in this view wraps to; `nil` (the default) is unlimited.
  public func lineLimit(_ number: Int?) -> some View { modified(.lineLimit(number)) }

  /// Gives this view an explicit identity.
  public func id<ID: Hashable>(_ id: ID) -> some View { modified(.id(ViewIdentity(id))) }

  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    _EnvironmentWritingView<Self, V>(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Layers the views of a builder in front of this view, aligned in its bounds.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    _LayeredView(content: self, layer: content(), alignment: alignment, inFront: true)
  }

  /// Layers a style (a colour) in front of this view, filling its bounds; a terminal has no
  /// safe area, so `edges` changes nothing.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    _LayeredView(
      content: self, layer: ResolvedView(.paintedFill(style._paint)), alignment: .center,
      inFront: true)
  }

  /// Layers the views of a builder behind this view, aligned in its bounds.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    _LayeredView(content: self, layer: content(), alignment: alignment, inFront: false)
  }

  /// Sets this view's background to a style (a colour), filling its bounds; a terminal has no
  /// safe area, so `edges` changes nothing.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    _LayeredView(
      content: self, layer: ResolvedView(.paintedFill(style._paint)), alignment: .center,
      inFront: false)
  }

  /// Uses digits of one width for text in this view.
  public func monospacedDigit() -> some View { modified(.monospacedDigit) }

  /// Marks this view as showing data to hide while the device is locked.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modified(.privacySensitive(sensitive))
  }

  /// Sets the style for labels within this view.
  public func labelStyle(_ style: LabelStyleKind) -> some View { modified(.labelStyle(style)) }
}
