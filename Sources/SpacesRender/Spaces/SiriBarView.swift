import Foundation
import SpacesEngine
import SpacesKit

/// The Siri / Spotlight bar, drawn near the top of the frame: the text field, then the live
/// suggestions, a choice among tied phrases, the question a running shortcut asks, or the
/// answer (dialog, snippet view, list), and the keys that work.
///
/// The whole bar is drawn through the view pipeline: the panel a leaf; over it the rows, a
/// column of lines laid out as a tree of their own in the area inside the border
/// (`Painter.draw(_:in:owner:)`, so content that doesn't fit is marked on that area's last
/// cell), an answer's snippet view a leaf that draws the app's view; and the text cursor a
/// one-cell leaf reversing the cell under it.
package struct SiriBarView {
  let painter: Painter

  /// The widest the bar gets.
  static let maximumWidth = 72
  /// The most rows a snippet view gets.
  static let snippetHeight = 8

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
    var rows: [ViewNode] = [.line(label + slice.text, style: painter.style(.text, .bold)), blank]
    var cursor: (row: Int, column: Int)?
    if prompt == nil, bar.phase == .typing || isAnswer(bar.phase) {
      cursor = (0, CellWidth.of(label) + slice.cursorColumn)
    }
    let marker = painter.context.asciiOnly ? ">" : "›"
    switch bar.phase {
    case .typing:
      if bar.field.text.isEmpty, !bar.siriSuggestions.isEmpty {
        rows.append(.line("Siri Suggestions", style: painter.style(.secondary, .bold)))
        for (index, suggestion) in bar.siriSuggestions.enumerated() {
          let selected = index == bar.suggestionSelection
          let app = suggestion.app.map { "  (\($0))" } ?? ""
          rows.append(
            .line(
              "\(selected ? marker : " ") \(suggestion.title)\(app)",
              style: selected ? painter.style(.focus, .bold) : painter.style(.text)))
        }
        rows.append(blank)
      }
      if bar.suggestions.isEmpty, bar.spotlight.isEmpty {
        rows.append(
          .line(
            "Type a shortcut's phrase, or “what can I do with <app>”",
            style: painter.style(.secondary)))
      }
      for suggestion in bar.suggestions {
        rows.append(.line("  \(suggestion)", style: painter.style(.secondary)))
      }
      for row in spotlightRows(bar, width: inner) { rows.append(.line(row.text, style: row.style)) }
    case .choosing(let entries, let selection):
      rows.append(.line("Which one?", style: painter.style(.text, .bold)))
      for (index, entry) in entries.enumerated() {
        let selected = index == selection
        let number = index < 9 ? "\(index + 1)" : " "
        rows.append(
          .line(
            "\(selected ? marker : " ") \(number)  \(entry.text)  (\(entry.app))",
            style: selected ? painter.style(.focus, .bold) : painter.style(.text)))
      }
    case .running(let title):
      rows.append(.line(title, style: painter.style(.secondary)))
      if let prompt {
        if let summary = bar.ran?.intent.parameterSummary {
          rows.append(.line(summary, style: painter.style(.secondary)))
        }
        for line in TextWrapper.lines(prompt.prompt.question, width: inner, maxLines: 4) {
          rows.append(.line(line, style: painter.style(.text, .bold)))
        }
        switch prompt.prompt {
        case .disambiguation(_, let options, _, let sections):
          for row in PromptOptionRows(painter: painter).rows(
            options, sections: sections, selection: prompt.selection)
          {
            rows.append(.line(row.text, style: row.style))
          }
        case .confirmation(_, let item, _, _):
          rows.append(.line(item, style: painter.style(.text)))
          rows.append(.line(prompt.prompt.confirmationButtons, style: painter.style(.text, .bold)))
        case .value:
          let field = prompt.field.visibleSlice(width: inner - 2)
          cursor = (rows.count, 2 + field.cursorColumn)
          rows.append(.line("> " + field.text, style: painter.style(.text)))
        }
      } else if let progress {
        rows.append(
          .line(painter.progressLine(progress, width: inner), style: painter.style(.text)))
      } else {
        rows.append(.line("Working…", style: painter.style(.text)))
      }
    case .answer(let answer):
      rows.append(.line(answer.title, style: painter.style(.secondary)))
      for line in answer.lines {
        for wrapped in TextWrapper.lines(line, width: inner, maxLines: 4) {
          rows.append(
            .line(
              wrapped, style: answer.isError ? painter.style(.warning, .bold) : painter.style(.text)
            ))
        }
      }
      for item in answer.list {
        rows.append(
          .line("\(painter.context.asciiOnly ? "-" : "•") \(item)", style: painter.style(.text)))
      }
      if let snippet = answer.snippet {
        let placed = renderer.layout(
          snippet, in: Rect(x: 0, y: 0, width: inner, height: Self.snippetHeight))
        rows.append(blank)
        rows.append(snippetView(snippet, width: inner, height: max(1, placed.rect.height)))
      }
    }
    rows.append(blank)
    rows.append(.line(prompt?.hint ?? bar.hint, style: painter.style(.secondary)))

    let column = ViewNode.column(alignment: .leading, rows)
    let contentHeight =
      renderer.measure(
        column, proposal: ViewRenderer.Size(width: inner, height: LayoutNode.unbounded)
      )
      .height
    let height = min(frame.height - top, contentHeight + 2)
    let rect = Rect(x: (frame.width - width) / 2, y: top, width: width, height: height)
    let painter = painter
    var layers = [
      painter.panelLeaf(width: width, height: height, key: "Siri bar panel"),
      // The rows a tree of their own, laid out in the area inside the border: what doesn't fit
      // is marked on that area's last cell, not the panel's.
      ViewNode.canvas(width: .fixed(inner), height: .fixed(max(0, height - 2)), key: column) {
        area, frame in
        painter.draw(column, in: area, owner: "the Siri bar", frame: &frame)
      }.padding(top: 1, leading: 2),
    ]
    if let cursor, cursor.row < height - 2, cursor.column < inner {
      // The text cursor: the cell under it in reverse video.
      layers.append(
        ViewNode.canvas(width: .fixed(1), height: .fixed(1), key: "text cursor") { cell, frame in
          frame.restyle(cell) { $0.attributes.insert(.reverse) }
        }.padding(top: 1 + cursor.row, leading: 2 + cursor.column))
    }
    painter.drawScrolled(
      .zStack(alignment: .topLeading, children: layers), in: rect, frame: &frame)
  }

  /// A blank row.
  private var blank: ViewNode { .gap(rows: 1) }

  /// An answer's snippet view as a leaf `width` × `height` cells: the app's view drawn as a
  /// widget's is, on the theme's background.
  private func snippetView(_ snippet: ViewNode, width: Int, height: Int) -> ViewNode {
    let context = painter.context
    return .canvas(width: .fixed(width), height: .fixed(height), key: snippet) { rect, frame in
      ViewRenderer(context: context).draw(
        snippet, in: rect, frame: &frame,
        environment: ViewRenderer.DrawingStyle(
          foreground: context.theme.color(.text), background: context.theme.color(.background)))
    }
  }

  private func isAnswer(_ phase: SiriBarState.Phase) -> Bool {
    if case .answer = phase { return true }
    return false
  }
}
