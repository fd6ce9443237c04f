import SpacesEngine
import SpacesKit

/// The focused tile's detail in the Shortcuts space: its action's `ParameterSummary` sentence
/// with the parameters' values filled in (each in the accent colour, as the Shortcuts editor
/// draws its tokens; the one `Tab` focused reversed), the focused parameter's options while its
/// list is open, why the last change was refused, and the keys.
struct ShortcutDetail {
  /// A run of text in one style.
  typealias Segment = (text: String, style: CellStyle)

  let tile: ShortcutTile
  /// The intent the tile runs, its inline edits applied.
  let intent: IntentBox
  /// The parameter editor, when it is open on this tile.
  let editor: ShortcutParameterEditor?
  let painter: Painter

  /// The most options listed at once.
  static let visibleOptions = 5

  /// The detail's lines at a width: the sentence (wrapped, three lines at most), the open
  /// list's options, the problem, the keys.
  func lines(width: Int) -> [[Segment]] {
    let width = max(8, width)
    var lines = Array(wrap(sentence(), width: width).prefix(3))
    if let editor, let picking = editor.picking, let options = editor.focusedField?.options {
      let count = Self.visibleOptions
      let first = max(0, min(options.count - count, picking - count / 2))
      for index in first..<min(options.count, first + count) {
        let marker = index == picking ? (painter.context.asciiOnly ? "> " : "› ") : "  "
        let style =
          index == picking ? painter.style(.focus, [.bold, .reverse]) : painter.style(.text)
        lines.append([(painter.truncate(marker + options[index].title, to: width), style)])
      }
    }
    if let problem = editor?.problem {
      lines.append([(painter.truncate(problem, to: width), painter.style(.warning))])
    }
    let hint =
      editor?.hint ?? (intent.parameters.isEmpty ? "Enter run" : "Enter run  Tab parameters")
    lines.append([(painter.truncate(hint, to: width), painter.style(.hint))])
    return lines
  }

  /// Draws the detail's box with its lines (cut to the box, the last row marked `▾` when cut),
  /// through the view pipeline: the box a leaf, its title on its top border, and its lines
  /// over it, each a row of its runs of text.
  func draw(lines: [[Segment]], in rect: Rect, frame: inout Frame) {
    guard rect.height >= 3, rect.width >= 8 else { return }
    painter.draw(
      view(lines: lines, in: rect), in: rect, owner: "the shortcut's detail", frame: &frame)
  }

  /// The detail's box with its lines as a view tree, the size of `rect`.
  func view(lines: [[Segment]], in rect: Rect) -> ViewNode {
    let painter = painter
    let isEditing = editor != nil
    let box = ViewNode.canvas(
      width: .fixed(rect.width), height: .fixed(rect.height), key: isEditing
    ) { rect, frame in
      frame.fill(rect, style: painter.style(.text))
      painter.box(focused: isEditing).draw(
        rect, in: &frame, style: painter.style(isEditing ? .focus : .border))
    }
    let title =
      " \(painter.glyph(tile.shortcut.systemImageName)) \(tile.title) \(painter.dot) \(tile.id.app) "
    let rows = rect.height - 2
    let body = lines.prefix(rows).map { line -> ViewNode in
      let runs = Self.runs(of: line)
      guard !runs.isEmpty else { return .gap(rows: 1) }
      return .row(alignment: .top, runs.map { ViewNode.line($0.text, style: $0.style) })
    }
    var layers = [
      box,
      ViewNode.line(painter.truncate(title, to: rect.width - 4), .text, .bold).padding(leading: 2),
      ViewNode.column(alignment: .leading, body).padding(top: 1, leading: 2),
    ]
    if lines.count > rows {
      layers.append(
        ViewNode.line(painter.context.asciiOnly ? "v" : "▾", .warning, .bold)
          .padding(top: rect.height - 2, leading: rect.width - 2))
    }
    return .zStack(alignment: .topLeading, children: layers)
  }

  /// A line's segments with each run of one style joined: one text a run.
  static func runs(of line: [Segment]) -> [Segment] {
    var runs: [Segment] = []
    for segment in line {
      if let last = runs.last, last.style == segment.style {
        runs[runs.count - 1].text += segment.text
      } else {
        runs.append(segment)
      }
    }
    return runs
  }

  /// The sentence: the summary's pieces, each parameter as its value (the editor's pending text
  /// while typed), else its title dimmed; without a summary, the intent's title and each
  /// parameter's title and value.
  func sentence() -> [Segment] {
    var values: [String: String] = [:]
    for field in editor?.fields ?? [] where !field.shownText.isEmpty {
      values[field.name] = field.shownText
    }
    var pieces = intent.parameterSummaryPieces(values: values)
    if pieces.isEmpty {
      pieces = [.text(intent.title)]
      for parameter in intent.parameters {
        pieces += [.text("  \(parameter.title.resolvedText) "), .parameter(parameter.name)]
      }
    }
    return pieces.map { piece in
      switch piece {
      case .text(let text): return (text, painter.style(.text))
      case .parameter(let name): return token(name, values: values)
      }
    }
  }

  /// A parameter's token: its value in the accent colour (reversed when the editor focuses it,
  /// with a cursor while it is typed), or its title dimmed when it has none.
  private func token(_ name: String?, values: [String: String]) -> Segment {
    guard let name, let parameter = intent.parameter(named: name) else {
      return ("?", painter.style(.warning))
    }
    let field = editor?.fields.firstIndex { $0.name == name }
    let isFocused = field != nil && field == editor?.focus
    var text = values[name] ?? parameter.valueText ?? ""
    if isFocused, editor?.isTyping == true, let field {
      text = (editor?.fields[field].field.text ?? "") + (painter.context.asciiOnly ? "_" : "▏")
    }
    guard !text.isEmpty else {
      return (
        parameter.title.resolvedText,
        painter.style(.placeholder, isFocused ? [.reverse, .underline] : [.underline])
      )
    }
    return (text, painter.style(.accent, isFocused ? [.bold, .reverse] : [.bold]))
  }

  /// Lays segments into lines of a width, breaking text between words; a token longer than a
  /// line is cut.
  func wrap(_ segments: [Segment], width: Int) -> [[Segment]] {
    var lines: [[Segment]] = [[]]
    var used = 0
    for segment in segments {
      var words: [String] = []
      if segment.style == painter.style(.text) {
        var word = ""
        for character in segment.text {
          word.append(character)
          if character == " " {
            words.append(word)
            word = ""
          }
        }
        if !word.isEmpty { words.append(word) }
      } else {
        words = [segment.text]
      }
      for word in words {
        let wordWidth = CellWidth.of(word)
        if used + wordWidth > width, used > 0 {
          lines.append([])
          used = 0
          if word == " " { continue }
        }
        let text = painter.truncate(word, to: width)
        lines[lines.count - 1].append((text, segment.style))
        used += CellWidth.of(text)
      }
    }
    return lines
  }
}
