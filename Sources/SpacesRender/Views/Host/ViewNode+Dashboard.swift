import SpacesKit

/// Building the dashboard's own screens as view trees, in cells and theme roles: the same
/// `ViewNode`s apps' views resolve to, laid out by the same measure → place → draw pipeline
/// (`ViewRenderer`), so stack spacing, alignment, truncation and clipping are the ones apps get.
///
/// Lengths here are cells (converted to the points `ViewNode` holds: 8 a column, 16 a row);
/// colours are theme roles (`ThemeStyle`), as `Painter.style(_:_:on:)` draws them.
extension ViewNode {
  /// One line of text in a theme role's style (`Painter.style(_:_:on:)`); cut with "…" when
  /// it doesn't fit.
  package static func line(
    _ text: String, _ role: ThemeRole, _ attributes: CellAttributes = [],
    on surface: ThemeRole = .background
  ) -> ViewNode {
    ViewNode.modified(.text(.verbatim(text)), .lineLimit(1))
      .themed(role, attributes, on: surface)
  }

  /// One line of text in an exact cell style (`styled(_:)`); cut with "…" when it doesn't fit.
  package static func line(_ text: String, style: CellStyle) -> ViewNode {
    ViewNode.modified(.text(.verbatim(text)), .lineLimit(1)).styled(style)
  }

  /// This view's text and symbols in a theme role's style.
  package func themed(
    _ role: ThemeRole, _ attributes: CellAttributes = [], on surface: ThemeRole = .background
  ) -> ViewNode {
    .modified(self, .hostStyle(HostPayloadBox(ThemeStyle(role, attributes, on: surface))))
  }

  /// A `VStack` of views with `spacing` rows between each two.
  package static func column(
    alignment: StackAlignment = .center, spacing: Int = 0, _ children: [ViewNode]
  ) -> ViewNode {
    .stack(.vertical, alignment: alignment, spacing: Double(spacing * 16), children: children)
  }

  /// An `HStack` of views with `spacing` columns between each two.
  package static func row(
    alignment: StackAlignment = .center, spacing: Int = 0, _ children: [ViewNode]
  ) -> ViewNode {
    .stack(.horizontal, alignment: alignment, spacing: Double(spacing * 8), children: children)
  }

  /// Empty space of a fixed number of rows (in a `column`) or columns (in a `row`).
  package static func gap(rows: Int = 0, columns: Int = 0) -> ViewNode {
    .modified(
      .empty, .frame(width: Double(columns * 8), height: Double(rows * 16), alignment: .center))
  }

  /// This view in a frame of a fixed size in cells (either left to the view when `nil`),
  /// aligned in it.
  package func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> ViewNode
  {
    .modified(
      self,
      .frame(
        width: width.map { Double($0 * 8) }, height: height.map { Double($0 * 16) },
        alignment: alignment))
  }

  /// This view inset by cells on each edge.
  package func padding(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0)
    -> ViewNode
  {
    .modified(
      self,
      .padding(
        EdgeInsets(
          top: Double(top * 16), leading: Double(leading * 8), bottom: Double(bottom * 16),
          trailing: Double(trailing * 8))))
  }

  /// This view in a frame as wide and high as offered (`.frame(maxWidth: .infinity,
  /// maxHeight: .infinity)`), aligned in it.
  package func filling(_ alignment: Alignment = .center) -> ViewNode {
    .modified(
      self,
      .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
    )
  }

  /// This view in a frame as wide as offered (`.frame(maxWidth: .infinity)`), aligned in it:
  /// a row of a `column` centred (or pushed to an edge) across the whole width.
  package func fillingWidth(_ alignment: Alignment = .center) -> ViewNode {
    .modified(self, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: alignment)))
  }

  /// A leaf the dashboard paints itself into the rectangle the layout gives it, clipped to it:
  /// `key` is what `paint` draws from (see `CanvasPainting`).
  package static func canvas(
    width: HostCanvas.Length, height: HostCanvas.Length, key: some Equatable & Sendable,
    paint: @escaping @Sendable (Rect, inout Frame) -> Void
  ) -> ViewNode {
    .hostCanvas(
      HostCanvas(
        width: width, height: height, key: HostKey(key), painting: CanvasPainting(paint)))
  }

  /// This view's text and symbols in an exact cell style (a style the dashboard works out
  /// beyond a theme role's, as the focused icon's name on the focus colour).
  package func styled(_ style: CellStyle) -> ViewNode {
    .modified(self, .hostStyle(HostPayloadBox(style)))
  }
}
