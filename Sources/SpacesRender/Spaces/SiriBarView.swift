import Foundation
import SpacesEngine
import SpacesKit

/// The Siri / Spotlight bar, drawn near the top of the frame: the text field, then the live
/// suggestions, a choice among tied phrases, the question a running shortcut asks, or the
/// answer (dialog, snippet view, list), and the keys that work.
package struct SiriBarView {
  let painter: Painter

  /// The widest the bar gets.
  static let maximumWidth = 72
  /// The most rows a snippet view gets.
  static let snippetHeight = 8

  /// One row of the bar's content.
  private enum Row {
    case text(String, CellStyle)
    case snippet(ViewNode, height: Int)
  }

  /// Draws the bar from row `top` down; `prompt` is the question the bar's run asks, if any.
  package func draw(
    _ bar: SiriBarState, prompt: PromptState?, progress: RunProgress? = nil, top: Int = 1,
    frame: inout Frame
  ) {
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    guard inner > 4, frame.height > 4 else { return }
    let renderer = ViewRenderer(context: painter.context)
    let label = "Siri \(painter.context.asciiOnly ? ">" : "›") "
    let slice = bar.field.visibleSlice(width: inner - CellWidth.of(label))
    var rows: [Row] = [.text(label + slice.text, painter.style(.text, .bold)), blank]
    var cursor: (row: Int, column: Int)?
    if prompt == nil, bar.phase == .typing || isAnswer(bar.phase) {
      cursor = (0, CellWidth.of(label) + slice.cursorColumn)
    }
    let marker = painter.context.asciiOnly ? ">" : "›"
    switch bar.phase {
    case .typing:
      if bar.field.text.isEmpty, !bar.siriSuggestions.isEmpty {
        rows.append(.text("Siri Suggestions", painter.style(.secondary, .bold)))
        for (index, suggestion) in bar.siriSuggestions.enumerated() {
          let selected = index == bar.suggestionSelection
          let app = suggestion.app.map { "  (\($0))" } ?? ""
          rows.append(
            .text(
              "\(selected ? marker : " ") \(suggestion.title)\(app)",
              selected ? painter.style(.focus, .bold) : painter.style(.text)))
        }
        rows.append(blank)
      }
      if bar.suggestions.isEmpty, bar.spotlight.isEmpty {
        rows.append(
          .text(
            "Type a shortcut's phrase, or “what can I do with <app>”", painter.style(.secondary)))
      }
      for suggestion in bar.suggestions {
        rows.append(.text("  \(suggestion)", painter.style(.secondary)))
      }
      for row in spotlightRows(bar, width: inner) { rows.append(.text(row.text, row.style)) }
    case .choosing(let entries, let selection):
      rows.append(.text("Which one?", painter.style(.text, .bold)))
      for (index, entry) in entries.enumerated() {
        let selected = index == selection
        let number = index < 9 ? "\(index + 1)" : " "
        rows.append(
          .text(
            "\(selected ? marker : " ") \(number)  \(entry.text)  (\(entry.app))",
            selected ? painter.style(.focus, .bold) : painter.style(.text)))
      }
    case .running(let title):
      rows.append(.text(title, painter.style(.secondary)))
      if let prompt {
        if let summary = bar.ran?.intent.parameterSummary {
          rows.append(.text(summary, painter.style(.secondary)))
        }
        for line in TextWrapper.lines(prompt.prompt.question, width: inner, maxLines: 4) {
          rows.append(.text(line, painter.style(.text, .bold)))
        }
        switch prompt.prompt {
        case .disambiguation(_, let options, _, let sections):
          for row in PromptOptionRows(painter: painter).rows(
            options, sections: sections, selection: prompt.selection)
          {
            rows.append(.text(row.text, row.style))
          }
        case .confirmation(_, let item, _, _):
          rows.append(.text(item, painter.style(.text)))
          rows.append(.text(prompt.prompt.confirmationButtons, painter.style(.text, .bold)))
        case .value:
          let field = prompt.field.visibleSlice(width: inner - 2)
          cursor = (rows.count, 2 + field.cursorColumn)
          rows.append(.text("> " + field.text, painter.style(.text)))
        }
      } else if let progress {
        rows.append(.text(painter.progressLine(progress, width: inner), painter.style(.text)))
      } else {
        rows.append(.text("Working…", painter.style(.text)))
      }
    case .answer(let answer):
      rows.append(.text(answer.title, painter.style(.secondary)))
      for line in answer.lines {
        for wrapped in TextWrapper.lines(line, width: inner, maxLines: 4) {
          rows.append(
            .text(wrapped, answer.isError ? painter.style(.warning, .bold) : painter.style(.text)))
        }
      }
      for item in answer.list {
        rows.append(.text("\(painter.context.asciiOnly ? "-" : "•") \(item)", painter.style(.text)))
      }
      if let snippet = answer.snippet {
        let placed = renderer.layout(
          snippet, in: Rect(x: 0, y: 0, width: inner, height: Self.snippetHeight))
        rows.append(blank)
        rows.append(.snippet(snippet, height: max(1, placed.rect.height)))
      }
    }
    rows.append(blank)
    rows.append(.text(prompt?.hint ?? bar.hint, painter.style(.secondary)))

    let contentHeight = rows.reduce(0) {
      if case .snippet(_, let height) = $1 { return $0 + height }
      return $0 + 1
    }
    let height = min(frame.height - top, contentHeight + 2)
    let rect = Rect(x: (frame.width - width) / 2, y: top, width: width, height: height)
    painter.drawPanel(rect, frame: &frame)
    var y = rect.y + 1
    let bottom = rect.y + rect.height - 1
    for row in rows where y < bottom {
      switch row {
      case .text(let text, let style):
        frame.write(
          painter.truncate(text, to: inner), x: rect.x + 2, y: y, style: style, maxWidth: inner)
        y += 1
      case .snippet(let node, let rowsHigh):
        let area = Rect(x: rect.x + 2, y: y, width: inner, height: min(rowsHigh, bottom - y))
        renderer.draw(
          node, in: area, frame: &frame,
          environment: ViewRenderer.DrawingStyle(
            foreground: painter.context.theme.color(.text),
            background: painter.context.theme.color(.background)))
        y += rowsHigh
      }
    }
    if let cursor, cursor.row < height - 2, cursor.column < inner {
      frame.restyle(
        Rect(x: rect.x + 2 + cursor.column, y: rect.y + 1 + cursor.row, width: 1, height: 1)
      ) { $0.attributes.insert(.reverse) }
    }
  }

  private var blank: Row { .text("", painter.style(.text)) }

  private func isAnswer(_ phase: SiriBarState.Phase) -> Bool {
    if case .answer = phase { return true }
    return false
  }
}
