import Foundation
import SpacesEngine
import SpacesKit

/// Text the Dynamic Island shows instead of the activities for a moment: the Action button's
/// hint after a press, its action running, and its result.
struct IslandMessage {
  /// The symbol before the text.
  var glyph: String?
  /// The symbol's style.
  var glyphStyle: CellStyle
  /// Whether the symbol sits on its pad (a control's, tinted while on).
  var padded: Bool
  /// The text.
  var text: String
  /// The text's colour.
  var color: TerminalColor
  /// Whether the text is secondary (an ellipsis while running).
  var isSecondary = false

  /// The Action button's hint, else its running action or result; `nil` when it shows none.
  init?(state: DashboardState, painter: Painter) {
    let context = painter.context
    let theme = context.theme
    let plain = painter.style(.islandText, .bold, on: .island)
    let ellipsis = context.asciiOnly ? "..." : "…"
    let button = state.actionButton
    if let hint = button.hint {
      if let shortcut = button.shortcut {
        let symbol = shortcut.resolve(in: state.siri.sources)?.systemImageName
        self.init(
          glyph: painter.glyph(symbol), glyphStyle: plain, padded: false, text: hint.text,
          color: theme.color(.hint))
      } else if let stored = state.control(state.controls.actionButton) {
        let control = painter.presented(stored, state: state)
        self.init(
          glyph: painter.glyph(painter.currentLabel(control).systemImage),
          glyphStyle: painter.padStyle(control), padded: true, text: hint.text,
          color: theme.color(.hint))
      } else {
        self.init(
          glyph: nil, glyphStyle: plain, padded: false, text: hint.text,
          color: theme.color(.hint))
      }
      return
    }
    switch button.island {
    case .performing(let id):
      guard let stored = state.control(id) else { return nil }
      let control = painter.presented(stored, state: state)
      self.init(
        glyph: painter.glyph(painter.currentLabel(control).systemImage),
        glyphStyle: painter.padStyle(control), padded: true, text: ellipsis,
        color: theme.color(.secondary), isSecondary: true)
    case .result(let id, _):
      guard let stored = state.control(id) else { return nil }
      let control = painter.presented(stored, state: state)
      let displayed = control.displayed
      self.init(
        glyph: painter.glyph(displayed.currentLabel.systemImage),
        glyphStyle: painter.padStyle(control), padded: true,
        text: displayed.valueText ?? displayed.title,
        color: painter.stateColor(displayed, off: .islandText))
    case .shortcutRunning(_, let symbol):
      self.init(
        glyph: painter.glyph(symbol), glyphStyle: plain, padded: false, text: ellipsis,
        color: theme.color(.secondary), isSecondary: true)
    case .shortcutResult(_, let symbol, let text, let isError, _):
      self.init(
        glyph: painter.glyph(symbol), glyphStyle: plain, padded: false, text: text,
        color: isError ? theme.color(.warning) : theme.color(.islandText))
    case nil:
      return nil
    }
  }

  /// A running activity that built no Dynamic Island (allowed off iOS), as the Action button
  /// space has always shown it: its view's first symbol and timer.
  init?(fallbackFor state: DashboardState, painter: Painter) {
    let context = painter.context
    guard
      let activity = LockScreenView.ordered(state.activities.values).first(where: {
        !$0.hasEnded
      })
    else { return nil }
    let tint = activity.view.firstModifier { modifier -> Color? in
      if case .foreground(let color) = modifier { return color }
      return nil
    }
    let color = tint.map { context.theme.resolve($0) } ?? context.theme.color(.islandText)
    var timerText: String?
    activity.view.forEachNode { node in
      if case .text(let content) = node, case .timer = content {
        timerText = TextFormatter.string(content, context: context)
      }
    }
    self.init(
      glyph: painter.glyph(activity.view.firstSystemImage),
      glyphStyle: tint.map { painter.tintPad(context.theme.resolve($0)) }
        ?? painter.style(color, .bold, on: .island),
      padded: tint != nil, text: timerText ?? "", color: color)
  }

  init(
    glyph: String?, glyphStyle: CellStyle, padded: Bool, text: String, color: TerminalColor,
    isSecondary: Bool = false
  ) {
    self.glyph = glyph
    self.glyphStyle = glyphStyle
    self.padded = padded
    self.text = text
    self.color = color
    self.isSecondary = isSecondary
  }
}
