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

  /// Draws the preview centred over the space's content area.
  package func draw(
    _ preview: TimelinePreviewState, in area: Rect, frame: inout Frame
  ) {
    let widget = Self.size(of: preview.widget.family)
    let width = min(area.width - 2, max(Self.maximumWidth, widget.width + 6))
    let inner = width - 4
    // Title, source, gap, the widget, gap, entry line, marks, gap, keys, and the border.
    let height = min(frame.height - 2, widget.height + 10)
    guard inner > 10, height >= 12 else { return }
    let rect = painter.drawCentredPanel(
      width: width, height: height, across: area, top: 1, frame: &frame)
    let x = rect.x + 2
    var y = rect.y + 1
    frame.write(
      painter.truncate(
        "Timeline preview · \(preview.kind.shortKind) · \(preview.widget.family)", to: inner),
      x: x, y: y, style: painter.style(.text, .bold))
    y += 1
    frame.write(
      painter.truncate(sourceLine(preview.source), to: inner), x: x, y: y,
      style: painter.style(.secondary))
    y += 2
    let widgetRect = Rect(
      x: rect.x + (width - widget.width) / 2, y: y, width: widget.width, height: widget.height)
    if preview.source == .loading || preview.count > 0 {
      HomeScreenView(painter: painter).drawWidget(
        preview.widget, focused: false, in: widgetRect,
        renderer: ViewRenderer(context: painter.context), frame: &frame)
    }
    y += widget.height + 1
    frame.write(
      painter.truncate(entryLine(preview), to: inner), x: x, y: y,
      style: painter.style(.text, .bold))
    y += 1
    if preview.count > 0 {
      frame.write(
        painter.truncate(marks(preview), to: inner), x: x, y: y,
        style: painter.style(.secondary))
    }
    let keys =
      painter.context.asciiOnly
      ? "left/right previous/next entry   Esc close" : "← → previous/next entry   Esc close"
    frame.write(
      painter.truncate(keys, to: inner), x: x, y: rect.maxY - 2, style: painter.style(.secondary))
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
