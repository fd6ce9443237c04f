import Foundation
import SpacesEngine
import SpacesKit

/// The widget gallery, drawn over the space: its title and search field, the widget kinds
/// grouped by app on the left (a kind's recommended configurations under it), and on the right
/// the highlighted one previewed in the family paged to, at that family's size, from the
/// provider's snapshot (its placeholder, redacted, while the snapshot loads or when it failed,
/// with the reason), the family's name with a dot per family, and the description.
package struct WidgetGalleryView {
  let painter: Painter

  /// The widest the gallery gets.
  static let maximumWidth = 78
  /// The list column's width.
  static let listWidth = 26

  /// A family's preview box (columns, rows), as the Home Screen and the Lock Screen draw it.
  static func boxSize(_ family: WidgetFamily) -> (width: Int, height: Int) {
    switch family {
    case .accessoryCircular: (9, 5)
    case .accessoryRectangular: (24, 5)
    case .accessoryInline: (32, 3)
    default:
      (
        HomeScreenView.span(family).width * HomeScreenView.unitWidth - 1,
        HomeScreenView.span(family).height * HomeScreenView.unitHeight - 1
      )
    }
  }

  /// Draws the gallery centred over the space's content area, through the view pipeline: the
  /// panel a leaf, over it the title, the search field (`Painter.searchFieldView`), the list's
  /// lines on screen as a column, the preview's lines and its widget a leaf drawing it as the
  /// Home Screen does (with the Smart Stack's dots), and the keys.
  package func draw(
    _ gallery: WidgetGalleryState, state: DashboardState, in area: Rect, frame: inout Frame
  ) {
    let listed = gallery.listed(
      in: state.widgetGallery.catalog, recommendations: state.widgetRecommendations.byKind)
    let selected = gallery.selectedListed(in: listed)
    let width = min(area.width - 2, Self.maximumWidth)
    let height = frame.height - 2
    let inner = width - 4
    guard inner > 30, height >= 10 else { return }
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: max(1, (frame.height - height) / 2),
      width: width, height: height)
    let painter = painter
    var layers = [
      painter.panelLeaf(width: width, height: height, key: "widget gallery panel"),
      Self.at(
        1, 2,
        .line(painter.truncate(gallery.target.title, to: inner), style: painter.style(.text, .bold))
      ),
      Self.at(
        2, 2,
        painter.searchFieldView(gallery.search, placeholder: "type to search widgets", width: inner)
      ),
    ]
    let bodyTop = 4
    let bodyHeight = height - 3 - bodyTop
    if listed.isEmpty {
      let message =
        gallery.search.text.isEmpty
        ? "No app declares a widget for this screen."
        : "No widgets match \u{201C}\(gallery.search.text)\u{201D}."
      layers.append(
        Self.at(
          bodyTop, 2, .line(painter.truncate(message, to: inner), style: painter.style(.secondary))
        ))
    } else {
      if let list = listView(listed, selected: selected?.entry, height: bodyHeight) {
        layers.append(Self.at(bodyTop, 2, list))
      }
      if let selected {
        let previewX = 2 + Self.listWidth + 2
        layers += previewLayers(
          selected, gallery: gallery, state: state,
          in: Rect(x: previewX, y: bodyTop, width: width - 2 - previewX, height: bodyHeight))
      }
    }
    let hint =
      painter.context.asciiOnly
      ? Painter.asciiArrows(WidgetGalleryState.hint) : WidgetGalleryState.hint
    layers.append(
      Self.at(
        height - 2, 2, .line(painter.truncate(hint, to: inner), style: painter.style(.secondary))))
    painter.drawScrolled(.zStack(alignment: .topLeading, children: layers), in: rect, frame: &frame)
  }

  /// `node` placed at `row` and `column` of the panel.
  private static func at(_ row: Int, _ column: Int, _ node: ViewNode) -> ViewNode {
    node.padding(top: row, leading: column)
  }

  /// The entries grouped by app, scrolled so the highlighted one shows, as a column of the
  /// lines on screen (`nil` when none is).
  private func listView(
    _ listed: [WidgetGalleryState.Listed], selected: WidgetGalleryState.Entry?, height: Int
  ) -> ViewNode? {
    // (text, style) a line; an empty text a blank line.
    var lines: [(String, CellStyle)] = []
    var selectedLine = 0
    for (index, entry) in listed.enumerated() {
      // The Smart Stack stands alone above the apps, without a heading.
      if !entry.isSmartStack,
        index == 0 || listed[index - 1].info.appName != entry.info.appName
      {
        if index > 0 { lines.append(("", painter.style(.text))) }
        lines.append((entry.info.appName.uppercased(), painter.style(.secondary, .bold)))
      }
      let isSelected = entry.entry == selected
      if isSelected { selectedLine = lines.count }
      let marker = isSelected ? (painter.context.asciiOnly ? ">" : "›") : " "
      lines.append(
        (
          "\(marker) \(entry.title)",
          isSelected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
        ))
    }
    let first = max(0, min(selectedLine + 1 - height, lines.count - height))
    let shown = lines.dropFirst(first).prefix(max(0, height))
    guard !shown.isEmpty else { return nil }
    return ViewNode.column(
      alignment: .leading,
      shown.map { text, style in
        text.isEmpty
          ? .gap(rows: 1) : .line(painter.truncate(text, to: Self.listWidth), style: style)
      }
    ).frame(width: Self.listWidth, alignment: .leading)
  }

  /// The highlighted entry previewed in the family paged to, with the family's name and dots,
  /// and the description: its lines, each at its row of the panel, and the widget a leaf.
  /// `area` is in the panel's coordinates.
  private func previewLayers(
    _ listed: WidgetGalleryState.Listed, gallery: WidgetGalleryState, state: DashboardState,
    in area: Rect
  ) -> [ViewNode] {
    guard let family = gallery.family(of: listed), area.width > 4, area.height > 4 else {
      return []
    }
    let painter = painter
    func line(_ text: String, row: Int, _ style: CellStyle) -> ViewNode {
      Self.at(row, area.x, .line(painter.truncate(text, to: area.width), style: style))
    }
    var y = area.y
    var layers = [line(listed.title, row: y, painter.style(.text, .bold))]
    y += 1
    if let description = listed.info.description {
      layers.append(line(description, row: y, painter.style(.secondary)))
      y += 1
    }
    let ascii = painter.context.asciiOnly
    let dots = listed.families.map { $0 == family ? (ascii ? "*" : "●") : (ascii ? "o" : "○") }
      .joined(separator: " ")
    layers.append(line("\(Self.familyName(family))  \(dots)", row: y, painter.style(.accent)))
    y += 2
    let key = WidgetGalleryState.PreviewKey(entry: listed.entry, family: family)
    let preview = gallery.previews[key]
    var widget = WidgetInstance(
      id: WidgetID(0), kind: listed.info.kind, family: family,
      placeholder: listed.info.placeholders[family] ?? .empty)
    if case .snapshot(let view) = preview {
      widget.entries = [ResolvedEntry(date: .distantPast, view: view)]
      widget.current = 0
    }
    // A failed snapshot says why on the line under the tile.
    var failure: String?
    if case .failed(let reason) = preview { failure = reason }
    let size = Self.boxSize(family)
    let box = Rect(
      x: area.x, y: y, width: min(size.width, area.width),
      height: min(size.height, area.maxY - (failure == nil ? 0 : 1) - y))
    guard box.width > 2, box.height > 2 else { return layers }
    // The stack's dots: one per widget it would hold, the top one bright.
    let stack =
      listed.isSmartStack
      ? SmartStack(
        members: (0..<WidgetGalleryState.stackKinds(
          in: state.widgetGallery.catalog, family: family
        ).count).map { WidgetID($0 + 1) }) : nil
    let shown = widget
    layers.append(
      Self.at(
        box.y, box.x,
        .canvas(
          width: .fixed(box.width), height: .fixed(box.height),
          key: GalleryPreviewKey(preview: key)
        ) { rect, frame in
          let home = HomeScreenView(painter: painter)
          home.drawWidget(
            shown, focused: false, in: rect, renderer: ViewRenderer(context: painter.context),
            frame: &frame)
        }))
    if let stack,
      let stackDots = HomeScreenView(painter: painter).stackDots(
        stack, width: box.width, height: box.height)
    {
      layers.append(Self.at(box.y, box.x, stackDots))
    }
    if let failure {
      layers.append(line("\(ascii ? "!" : "⚠") \(failure)", row: box.maxY, painter.style(.warning)))
    }
    return layers
  }

  /// A family as the gallery names it.
  static func familyName(_ family: WidgetFamily) -> String {
    switch family {
    case .systemSmall: "Small"
    case .systemMedium: "Medium"
    case .systemLarge: "Large"
    case .systemExtraLarge: "Extra Large"
    case .accessoryCircular: "Circular"
    case .accessoryRectangular: "Rectangular"
    case .accessoryInline: "Inline"
    }
  }
}

/// What the preview's widget leaf is told apart by when trees are compared (a kept layout is
/// drawn with the new tree's painting: `CanvasBinding`).
private struct GalleryPreviewKey: Equatable, Sendable {
  var preview: WidgetGalleryState.PreviewKey
}
