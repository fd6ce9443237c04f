import Foundation
import SpacesEngine
import SpacesKit

/// A widget's timeline preview, drawn over the space: the widget in its family's size showing
/// the current entry (drawn as the Home Screen draws a widget, so entry transitions look the
/// same), "entry k of n" with the entry's date, a mark per entry, where the entries come from,
/// and the keys.
package struct TimelinePreviewView {
  let painter: Painter

  /// The widest the preview gets.
  static let maximumWidth = 72

  /// A family's size in cells in the preview (Home Screen families as on the Home Screen).
  static func size(of family: WidgetFamily) -> (width: Int, height: Int) {
    switch family {
    case .accessoryCircular: (11, 5)
    case .accessoryRectangular, .accessoryInline: (23, family == .accessoryInline ? 3 : 5)
    default:
      (
        HomeScreenView.span(family).width * HomeScreenView.unitWidth - 1,
        HomeScreenView.span(family).height * HomeScreenView.unitHeight - 1
      )
    }
  }

  /// Draws the preview centred over the space's content area, through the view pipeline: the
  /// panel a leaf, over it each line a text at its row and the widget a leaf
  /// (`HomeScreenView.drawWidget`) centred across the panel.
  package func draw(
    _ preview: TimelinePreviewState, in area: Rect, frame: inout Frame
  ) {
    let widget = Self.size(of: preview.widget.family)
    let width = min(area.width - 2, max(Self.maximumWidth, widget.width + 6))
    let inner = width - 4
    // Title, source, gap, the widget, gap, entry line, marks, gap, keys, and the border.
    let height = min(frame.height - 2, widget.height + 10)
    guard inner > 10, height >= 12 else { return }
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: max(1, (frame.height - height) / 2),
      width: width, height: height)
    let painter = painter
    func line(_ text: String, row: Int, _ style: CellStyle) -> ViewNode {
      ViewNode.line(painter.truncate(text, to: inner), style: style).padding(top: row, leading: 2)
    }
    var layers = [
      painter.panelLeaf(width: width, height: height, key: "timeline preview"),
      line(
        "Timeline preview · \(preview.kind.shortKind) · \(preview.widget.family)", row: 1,
        painter.style(.text, .bold)),
      line(sourceLine(preview.source), row: 2, painter.style(.secondary)),
    ]
    if preview.source == .loading || preview.count > 0 {
      let shown = preview.widget
      layers.append(
        ViewNode.canvas(
          width: .fixed(widget.width), height: .fixed(widget.height),
          key: PreviewWidgetKey(id: shown.id, index: preview.index)
        ) { rect, frame in
          HomeScreenView(painter: painter).drawWidget(
            shown, focused: false, in: rect, renderer: ViewRenderer(context: painter.context),
            frame: &frame)
        }.padding(top: 4, leading: (width - widget.width) / 2))
    }
    layers.append(line(entryLine(preview), row: 5 + widget.height, painter.style(.text, .bold)))
    if preview.count > 0 {
      layers.append(line(marks(preview), row: 6 + widget.height, painter.style(.secondary)))
    }
    let keys =
      painter.context.asciiOnly
      ? "left/right previous/next entry   Esc close" : "← → previous/next entry   Esc close"
    layers.append(line(keys, row: height - 2, painter.style(.secondary)))
    // Laid out down to the frame's bottom: a short window's lines run past the panel as they
    // always did, not cut by it.
    painter.drawScrolled(
      .zStack(alignment: .topLeading, children: layers),
      in: Rect(x: rect.x, y: rect.y, width: width, height: frame.height - rect.y), frame: &frame)
  }

  /// Where the entries come from.
  func sourceLine(_ source: TimelinePreviewState.Source) -> String {
    switch source {
    case .loading: "Loading the timeline…"
    case .preview(let name, let at):
      "#Preview\(name.map { " \u{201C}\($0)\u{201D}" } ?? "")\(at.isEmpty ? "" : "  \(at)")"
    case .timeline(let policy): "The provider's timeline (reload policy \(policy))"
    case .unavailable(let reason): reason
    }
  }

  /// "entry 2 of 4 · 10:41", and the entry's relevance when it declares one.
  func entryLine(_ preview: TimelinePreviewState) -> String {
    guard preview.count > 0 else {
      return preview.source == .loading ? "" : "The timeline has no entries."
    }
    let index = min(preview.index, preview.count - 1)
    let entry = preview.widget.entries[index]
    return "entry \(index + 1) of \(preview.count) · \(dateText(entry.date))"
      + (entry.relevance.map { " · \($0.text)" } ?? "")
  }

  /// One mark per entry, the shown one filled ("○ ● ○ ○"), cut with "…" when there are many.
  func marks(_ preview: TimelinePreviewState) -> String {
    let ascii = painter.context.asciiOnly
    let shown = min(preview.index, preview.count - 1)
    let limit = 24
    let first = max(0, min(shown - limit / 2, preview.count - limit))
    let range = first..<min(preview.count, first + limit)
    var text = range.map { $0 == shown ? (ascii ? "*" : "●") : (ascii ? "o" : "○") }
      .joined(separator: " ")
    if range.lowerBound > 0 { text = (ascii ? "... " : "… ") + text }
    if range.upperBound < preview.count { text += ascii ? " ..." : " …" }
    return text
  }

  /// An entry's date: "10:41" on today's date (the dashboard clock's), else "Nov 24 10:41".
  func dateText(_ date: Date) -> String {
    let entry = painter.context.components(date)
    let today = painter.context.components()
    let hour = entry.hour ?? 0
    let minute = entry.minute ?? 0
    let time = "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    guard entry.year != today.year || entry.month != today.month || entry.day != today.day
    else { return time }
    let month = RenderContext.months[(entry.month ?? 1) - 1].prefix(3)
    return
      "\(month) \(entry.day ?? 1) \(entry.year == today.year ? "" : "\(entry.year ?? 0) ")\(time)"
  }
}

/// What the preview's widget leaf is told apart by when trees are compared (a kept layout is
/// drawn with the new tree's painting: `CanvasBinding`).
private struct PreviewWidgetKey: Equatable, Sendable {
  var id: WidgetID
  var index: Int
}
