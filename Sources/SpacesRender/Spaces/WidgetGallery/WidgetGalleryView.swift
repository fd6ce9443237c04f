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

  /// Draws the gallery centred over the space's content area.
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
    let rect = painter.drawCentredPanel(
      width: width, height: height, across: area, top: 1, frame: &frame)
    let x = rect.x + 2
    var y = rect.y + 1
    frame.write(
      painter.truncate(gallery.target.title, to: inner), x: x, y: y,
      style: painter.style(.text, .bold))
    y += 1
    drawSearch(gallery, x: x, y: y, width: inner, frame: &frame)
    y += 2
    let bodyHeight = rect.maxY - 3 - y
    if listed.isEmpty {
      let message =
        gallery.search.text.isEmpty
        ? "No app declares a widget for this screen."
        : "No widgets match \u{201C}\(gallery.search.text)\u{201D}."
      frame.write(
        painter.truncate(message, to: inner), x: x, y: y, style: painter.style(.secondary))
    } else {
      drawList(
        listed, selected: selected?.entry,
        in: Rect(x: x, y: y, width: Self.listWidth, height: bodyHeight), frame: &frame)
      if let selected {
        let previewX = x + Self.listWidth + 2
        drawPreview(
          selected, gallery: gallery, state: state,
          in: Rect(x: previewX, y: y, width: rect.maxX - 2 - previewX, height: bodyHeight),
          frame: &frame)
      }
    }
    let hint =
      painter.context.asciiOnly
      ? Painter.asciiArrows(WidgetGalleryState.hint) : WidgetGalleryState.hint
    frame.write(
      painter.truncate(hint, to: inner), x: x, y: rect.maxY - 2,
      style: painter.style(.secondary))
  }

  /// The search field with its cursor (the cell under it in reverse video).
  private func drawSearch(
    _ gallery: WidgetGalleryState, x: Int, y: Int, width: Int, frame: inout Frame
  ) {
    painter.drawSearchField(
      gallery.search, placeholder: "type to search widgets", x: x, y: y, width: width, frame: &frame
    )
  }

  /// The entries grouped by app, scrolled so the highlighted one shows.
  private func drawList(
    _ listed: [WidgetGalleryState.Listed], selected: WidgetGalleryState.Entry?, in area: Rect,
    frame: inout Frame
  ) {
    // (text, style, indent) a line.
    var lines: [(String, CellStyle, Int)] = []
    var selectedLine = 0
    for (index, entry) in listed.enumerated() {
      // The Smart Stack stands alone above the apps, without a heading.
      if !entry.isSmartStack,
        index == 0 || listed[index - 1].info.appName != entry.info.appName
      {
        if index > 0 { lines.append(("", painter.style(.text), 0)) }
        lines.append((entry.info.appName.uppercased(), painter.style(.secondary, .bold), 0))
      }
      let isSelected = entry.entry == selected
      if isSelected { selectedLine = lines.count }
      let marker = isSelected ? (painter.context.asciiOnly ? ">" : "›") : " "
      lines.append(
        (
          "\(marker) \(entry.title)",
          isSelected ? painter.style(.focus, .bold) : painter.style(.text, .bold), 0
        ))
    }
    let first = max(0, min(selectedLine + 1 - area.height, lines.count - area.height))
    for (offset, line) in lines.dropFirst(first).prefix(area.height).enumerated() {
      frame.write(
        painter.truncate(line.0, to: area.width - line.2), x: area.x + line.2,
        y: area.y + offset, style: line.1)
    }
  }

  /// The highlighted entry previewed in the family paged to, with the family's name and dots,
  /// and the description.
  private func drawPreview(
    _ listed: WidgetGalleryState.Listed, gallery: WidgetGalleryState, state: DashboardState,
    in area: Rect, frame: inout Frame
  ) {
    guard let family = gallery.family(of: listed), area.width > 4, area.height > 4 else { return }
    var y = area.y
    frame.write(
      painter.truncate(listed.title, to: area.width), x: area.x, y: y,
      style: painter.style(.text, .bold))
    y += 1
    if let description = listed.info.description {
      frame.write(
        painter.truncate(description, to: area.width), x: area.x, y: y,
        style: painter.style(.secondary))
      y += 1
    }
    let ascii = painter.context.asciiOnly
    let dots = listed.families.map { $0 == family ? (ascii ? "*" : "●") : (ascii ? "o" : "○") }
      .joined(separator: " ")
    frame.write(
      painter.truncate("\(Self.familyName(family))  \(dots)", to: area.width), x: area.x, y: y,
      style: painter.style(.accent))
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
    guard box.width > 2, box.height > 2 else { return }
    HomeScreenView(painter: painter).drawWidget(
      widget, focused: false, in: box, renderer: ViewRenderer(context: painter.context),
      frame: &frame)
    if listed.isSmartStack {
      // The stack's dots: one per widget it would hold, the top one bright.
      let count = WidgetGalleryState.stackKinds(in: state.widgetGallery.catalog, family: family)
        .count
      HomeScreenView(painter: painter).drawStackDots(
        SmartStack(members: (0..<count).map { WidgetID($0 + 1) }), in: box, frame: &frame)
    }
    if let failure {
      frame.write(
        painter.truncate("\(ascii ? "!" : "⚠") \(failure)", to: area.width), x: area.x,
        y: box.maxY, style: painter.style(.warning))
    }
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
