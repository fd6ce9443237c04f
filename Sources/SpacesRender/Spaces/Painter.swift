import Foundation
import SpacesEngine
import SpacesKit

/// Shared drawing helpers: styles from the theme, boxes, centred text, the chrome.
package struct Painter {
  package let context: RenderContext
  var theme: Theme { context.theme }

  package init(context: RenderContext) { self.context = context }

  /// A style with a role's foreground colour on the theme's background (or another role's).
  package func style(
    _ role: ThemeRole, _ attributes: CellAttributes = [], on background: ThemeRole = .background
  ) -> CellStyle {
    ThemeStyle(role, attributes, on: background).cellStyle(in: theme)
  }

  /// A style with an explicit colour on the theme's background (or a role's, with that role's
  /// attributes; a role whose colour is `default` shows the theme's background: no fill).
  package func style(
    _ color: TerminalColor, _ attributes: CellAttributes = [],
    on background: ThemeRole = .background
  ) -> CellStyle {
    theme.style(color, attributes, on: background)
  }

  /// A blank cell on the theme's background: what a frame starts as.
  package var blank: Cell {
    Cell(grapheme: " ", width: 1, style: CellStyle(background: theme.color(.background)))
  }

  /// The border characters to use.
  package func box(focused: Bool) -> BoxStyle {
    switch (context.asciiOnly, focused) {
    case (true, true): .asciiHeavy
    case (true, false): .ascii
    case (false, true): .heavy
    case (false, false): .rounded
    }
  }

  /// Writes text centred in a rectangle's row.
  @discardableResult
  package func center(_ text: String, in rect: Rect, y: Int, style: CellStyle, frame: inout Frame)
    -> Int
  {
    let clipped = truncate(text, to: rect.width)
    let x = rect.x + (rect.width - CellWidth.of(clipped)) / 2
    frame.write(clipped, x: x, y: y, style: style, maxWidth: rect.width)
    return x
  }

  /// Text cut to a width, ending with an ellipsis ("." when drawing ASCII only).
  package func truncate(_ text: String, to width: Int) -> String {
    CellWidth.truncate(text, to: width, ellipsis: context.asciiOnly ? "." : "…")
  }

  /// The colour of a control's symbol and value: its tint when on, else a role's colour.
  package func stateColor(_ control: ResolvedControl, off role: ThemeRole = .text) -> TerminalColor
  {
    control.isOn ? theme.tint(control.tint) : theme.color(role)
  }

  /// The colour of a control's symbol and value, in the `placeholder` colour while the control
  /// still shows its preview value (until its first reload lands).
  package func stateColor(_ control: ControlInstance, off role: ThemeRole = .text) -> TerminalColor
  {
    control.phase == .placeholder
      ? theme.color(.placeholder) : stateColor(control.displayed, off: role)
  }

  /// What a privacy-sensitive control shows instead of its value while the device is locked.
  package var redaction: String { context.asciiOnly ? "****" : "••••" }

  /// A control as the spaces draw it: redacted while the device is locked, if it is
  /// privacy-sensitive.
  package func presented(_ control: ControlInstance, state: DashboardState) -> ControlInstance {
    control.presented(isLocked: state.device.isLocked, placeholder: redaction)
  }

  /// A control's label now: its action label while its action runs (buttons that declare one),
  /// else the label for its state.
  package func currentLabel(_ control: ControlInstance) -> ResolvedControlLabel {
    let displayed = control.displayed
    if control.isPerforming, let active = displayed.activeLabel { return active }
    return displayed.currentLabel
  }

  /// A one-line banner in a box, centred near the top of an area (an app opening…).
  func drawBanner(_ text: String, symbol: String, in area: Rect, frame: inout Frame) {
    let line = "\(glyph(symbol))  \(text)"
    let width = min(area.width - 2, CellWidth.of(line) + 6)
    guard width > 4, area.height > 5 else { return }
    let rect = Rect(x: area.x + (area.width - width) / 2, y: area.y + 2, width: width, height: 3)
    // A blank margin around it, so it stands over what is under it instead of cutting into
    // the borders there.
    frame.fill(
      Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2),
      style: blank.style)
    frame.fill(rect, style: style(.hint))
    box(focused: false).draw(rect, in: &frame, style: style(.hint, .bold))
    center(line, in: rect, y: rect.y + 1, style: style(.hint, .bold), frame: &frame)
  }

  /// The separator between items of a line.
  package var dot: String { context.asciiOnly ? "-" : "·" }

  /// An SF Symbol's glyph; no symbol draws as the placeholder.
  package func glyph(_ symbol: String?) -> String {
    guard let symbol else {
      let placeholder = SymbolGlyphs.placeholder
      return context.asciiOnly ? placeholder.ascii : placeholder.glyph
    }
    return context.glyph(symbol)
  }

  /// Draws row 0: the time, the tabs and the status area; returns the mode indicators the
  /// row had no room for.
  func drawStatusBar(state: DashboardState, frame: inout Frame) -> [ModeIndicator] {
    frame.write(context.statusBarTime, x: 1, y: 0, style: style(.text, .bold))
    let tabs = Self.tabs(state: state, width: frame.width)
    for tab in tabs {
      frame.write(
        tab.text, x: tab.x, y: 0,
        style: tab.isCurrent ? style(.tabActive, .bold) : style(.secondary))
    }
    return drawStatusArea(state: state, from: Self.statusAreaStart(tabs), frame: &frame)
  }

  /// The tabs' titles ("1 Control Center"…, or "1 Control"… when narrow) and the columns they
  /// span with the gaps between them.
  private static let tabTitles: (full: TabTitles, short: TabTitles) = {
    func titles(short: Bool) -> TabTitles {
      let titles = Space.allCases.map { "\($0.key) \(short ? $0.shortTitle : $0.title)" }
      return (titles, titles.reduce(0) { $0 + CellWidth.of($1) + 4 } - 2)
    }
    return (titles(short: false), titles(short: true))
  }()

  /// Tab titles and the columns they span.
  private typealias TabTitles = (titles: [String], span: Int)

  /// The space tabs of the status bar (row 0): each space's text and column, as drawn, and
  /// whether it is the space on show (none over an app's screen); a click on one switches to
  /// its space.
  package static func tabs(state: DashboardState, width: Int) -> [(
    space: Space, text: String, x: Int, isCurrent: Bool
  )] {
    // Full titles when they leave room for the clock at the left (8 columns) and the clock's
    // speed at the right (10); else one word each.
    let (titles, total) =
      8 + tabTitles.full.span + 10 <= width ? tabTitles.full : tabTitles.short
    var x = max(8, (width - total) / 2)
    var result: [(space: Space, text: String, x: Int, isCurrent: Bool)] = []
    // Over an app's screen no space is on show: no tab is marked (the screen names its app).
    let current = state.appScreens.screen == nil ? state.space : nil
    for (space, title) in zip(Space.allCases, titles) {
      let text = space == current ? "[\(title)]" : " \(title) "
      result.append((space, text, x, space == current))
      x += CellWidth.of(text) + 2
    }
    return result
  }

  func drawFooter(state: DashboardState, frame: inout Frame) {
    // The most useful hints first; what doesn't fit is dropped, help and quit always stay.
    // A focus with keys of its own (StandBy, a focused banner or slider) names them instead of
    // the space's.
    let (optional, fixed) = Keymap.standard.footer(
      for: state.space, asciiOnly: context.asciiOnly, isEditing: state.editMode.isEditing,
      mode: footerMode(state: state), showsVoiceOver: state.navigation.showsVoiceOver)
    // An overlay takes the keys while it shows: the footer names its keys alone.
    if let keys = presentationKeys(state: state) {
      frame.write(
        truncate(keys, to: frame.width - 2), x: 1, y: frame.height - 1, style: style(.secondary))
      return
    }
    // Each hint measured once: a line's width is its hints' plus two columns between each two.
    let gap = 2
    let fixedWidth = fixed.reduce(0) { $0 + CellWidth.of($1) } + gap * max(0, fixed.count - 1)
    // Primary hints take the room first, secondary ones what is left; they keep their order.
    var kept = Array(repeating: false, count: optional.count)
    var shownCount = 0
    var shownWidth = 0
    for secondary in [false, true] {
      for (index, item) in optional.enumerated() where item.isSecondary == secondary {
        let width = CellWidth.of(item.text)
        let line =
          shownWidth + width + gap * shownCount + (fixed.isEmpty ? 0 : gap + fixedWidth)
        if line <= frame.width - 2 {
          kept[index] = true
          shownCount += 1
          shownWidth += width
        }
      }
    }
    let shown = optional.indices.filter { kept[$0] }.map { optional[$0].text }
    frame.write(
      truncate((shown + fixed).joined(separator: "  "), to: frame.width - 2), x: 1,
      y: frame.height - 1, style: style(.secondary))
  }

  /// The focus with keys of its own the footer names, if one has focus.
  func footerMode(state: DashboardState) -> Keymap.FooterMode? {
    if let banner = state.focusedBanner { return banner.element == nil ? .banner : .bannerElement }
    if state.space == .homeScreen, let standBy = state.homeScreenApps.standBy,
      !state.editMode.isEditing
    {
      return standBy.view == .widgets ? .standByWidgets : .standByClock
    }
    if state.space == .controlCenter, !state.editMode.isEditing, state.nowPlaying.focus == nil,
      state.focusedSlider != nil
    {
      return .slider
    }
    return nil
  }

  func drawTooSmall(size: TerminalSize, frame: inout Frame) {
    let need = DashboardRenderer.minimumSize
    let lines = [
      "terminal too small:",
      "need \(need.width)×\(need.height)",
      "have \(size.width)×\(size.height)",
    ]
    let top = max(0, (size.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < size.height {
      center(
        line, in: Rect(x: 0, y: 0, width: size.width, height: size.height), y: top + offset,
        style: style(.warning, .bold), frame: &frame)
    }
  }

  /// The help overlay, generated from the keymap (in two columns, scrolled by `scroll` rows,
  /// where one doesn't fit), through the view pipeline: the panel a leaf, over it a column of
  /// the lines (the title bold), each cut at the box's inner edge.
  func drawHelp(scroll: Int = 0, frame: inout Frame) {
    let layout = HelpLayout(
      size: TerminalSize(width: frame.width, height: frame.height), scroll: scroll)
    let width = layout.width
    let height = min(frame.height - 2, layout.lines.count + 2)
    guard width > 0, height > 0 else { return }
    let rect = Rect(
      x: (frame.width - width) / 2, y: max(0, (frame.height - height) / 2), width: width,
      height: height)
    let lines = layout.lines.prefix(max(0, height - 2)).enumerated().map { offset, line in
      let cut = Self.clip(line, to: width - 4)
      return cut.isEmpty
        ? ViewNode.gap(rows: 1)
        : .line(cut, style: offset == 0 ? style(.text, .bold) : style(.text))
    }
    let painter = self
    drawScrolled(
      .zStack(
        alignment: .topLeading,
        children: [
          painter.panelLeaf(width: width, height: height, key: "help panel"),
          ViewNode.column(alignment: .leading, lines).padding(top: 1, leading: 2),
        ]), in: rect, frame: &frame)
  }

  /// `text` cut to at most `width` columns, without an ellipsis (a wide character that would
  /// straddle the edge is left out).
  static func clip(_ text: String, to width: Int) -> String {
    CellWidth.of(text) > width ? TextWrapper.start(of: text, cells: width) : text
  }
}
