import Foundation
import SpacesEngine
import SpacesKit

/// The inspector panel: the clock, the focused control's reload state, the drawing counters
/// (when the run loop passes them), and the event log with every reload's cause.
///
/// Drawn through the view pipeline: the panel's fill and left rule a leaf, over it a column of
/// its lines, each a text wrapped to the panel (its continuation indented, `lineView`), the
/// watch card a leaf; the event log under its heading, which counts the events scrolled off
/// ("▲ n" older, "▼ n" newer), laid out at its ideal height and cut by the panel.
package struct InspectorView {
  let painter: Painter

  /// Draws the panel.
  package func draw(state: DashboardState, in rect: Rect, frame: inout Frame) {
    guard rect.width > 0, rect.height > 0 else { return }
    let context = painter.context
    let width = rect.width - 3
    var lines: [ViewNode] = []
    // The rows the lines take so far, for the event log's room.
    var rows = 0
    // A long line wraps, its continuation indented, so the detail at its end shows.
    func line(_ text: String, _ style: CellStyle) {
      let wrapped = Self.wrapped(text, width: width)
      lines.append(Self.lineView(text, wrapped: wrapped, width: width, style: style))
      rows += wrapped.count
    }
    line("Inspector", painter.style(.text, .bold))
    line(
      "clock \(time(context.now)) "
        + (context.clockRate.map { "simulated \($0.label(ascii: context.asciiOnly))" }
          ?? (context.clockIsVirtual ? "virtual" : "real")),
      painter.style(.secondary))
    if let logPath = context.logPath {
      // The path's end (the file's name) matters most: a long one loses its beginning.
      let room = width - 4
      let shown =
        CellWidth.of(logPath) <= room
        ? logPath : (context.asciiOnly ? "." : "…") + String(logPath.suffix(max(0, room - 1)))
      line("log \(shown)", painter.style(.secondary))
    }
    if context.clockRate != nil {
      line(
        "next event " + (context.nextScheduledEvent.map { time($0) } ?? "none") + " (. jumps)",
        painter.style(.secondary))
    }
    line(
      "device \(state.device.isLocked ? "locked" : "unlocked")",
      painter.style(state.device.isLocked ? .warning : .secondary))
    if let activity = WatchSmartStackView.inspected(state), rows + 1 < rect.height {
      let card = watchCard(
        activity, alert: state.activityAlerts.current, width: width, room: rect.height - rows)
      lines.append(card.node)
      rows += card.rows
    }
    if let control = state.focusedControl, state.space == .controlCenter {
      // A configured control names its configuration: "Violin · TimerToggle(timer=violin)".
      let key = ControlInstanceKey(
        kind: control.kind.shortKind, configuration: control.key.configuration)
      line("\(control.displayed.title) \(painter.dot) \(key)", painter.style(.text))
      var status = control.phase == .placeholder ? "preview" : "loaded"
      switch control.configurationStatus {
      case .ready: break
      case .loading: status = "reading its configuration"
      case .unconfigured(let reason): status = "not configured: \(reason)"
      }
      if control.isReloading { status += ", reloading" }
      if control.isPerforming { status += ", performing" }
      if let retry = control.retryAt { status += ", retry \(time(retry))" }
      line(status, painter.style(.secondary))
    }
    if state.space == .homeScreen, let widget = state.widgets.focused {
      for text in widgetLines(widget, state: state.widgets) {
        line(text, painter.style(.secondary))
      }
      if let stack = state.widgets.stackIndex(containing: widget.id) {
        let lines = WidgetsFeature.stackLines(
          state.widgets.stacks[stack], state: state.widgets, now: painter.context.now)
        for text in lines { line(text, painter.style(.secondary)) }
      }
    }
    for text in accessibilityLines(state: state) { line(text, painter.style(.secondary)) }
    for text in DonationsFeature.inspectorLines(state.donations) {
      line(text, painter.style(.secondary))
    }
    for text in SpotlightFeature.inspectorLines(state.spotlight) {
      line(text, painter.style(.secondary))
    }
    if let statistics = context.statistics {
      lines.append(.gap(rows: 1))
      rows += 1
      line("Drawing", painter.style(.text, .bold))
      for text in Self.statisticsLines(statistics, dot: painter.dot) {
        line(text, painter.style(.secondary))
      }
    }
    lines.append(.gap(rows: 1))
    rows += 1
    lines += eventLog(
      state.events, scroll: state.navigation.inspectorScroll, width: width,
      room: max(0, rect.height - rows - 1))
    let panel = ViewNode.canvas(
      width: .fixed(rect.width), height: .fixed(rect.height), key: rect.height
    ) { [painter] rect, frame in
      frame.fill(rect, style: painter.style(.text))
      let rule = painter.context.asciiOnly ? "|" : "│"
      for y in rect.y..<rect.maxY {
        frame.write(rule, x: rect.x, y: y, style: painter.style(.border))
      }
    }
    let column = ViewNode.modified(
      .column(alignment: .leading, lines), .layout(.fixedSize(horizontal: false, vertical: true)))
    painter.drawScrolled(
      .zStack(
        alignment: .topLeading,
        children: [panel, column.frame(width: width, alignment: .leading).padding(leading: 2)]),
      in: rect, frame: &frame)
  }

  /// The event log: its heading, counting the events scrolled off ("▲ n" older, "▼ n" newer
  /// than those shown), then the newest events that fit in `room` rows (the wheel scrolls back
  /// as far as the oldest, no further), each wrapped; the oldest shown keeps its last rows when
  /// only part of it fits.
  func eventLog(
    _ events: some BidirectionalCollection<EngineEvent>, scroll: Int, width: Int, room: Int
  ) -> [ViewNode] {
    let back = min(scroll, max(0, events.count - room))
    var shown: [ViewNode] = []
    var rows = 0
    for event in events.dropLast(back).reversed() {
      guard rows < room else { break }
      let text = "\(time(event.date)) \(event.description)"
      let wrapped = Self.wrapped(text, width: width)
      let style = painter.style(.secondary)
      if wrapped.count <= room - rows {
        shown.append(Self.lineView(text, wrapped: wrapped, width: width, style: style))
      } else {
        shown.append(
          .column(
            alignment: .leading,
            wrapped.suffix(room - rows).map { ViewNode.line($0, style: style) }))
      }
      rows += wrapped.count
    }
    let ascii = painter.context.asciiOnly
    let older = events.count - back - shown.count
    var marks: [String] = []
    if older > 0 { marks.append("\(ascii ? "^" : "▲") \(older)") }
    if back > 0 { marks.append("\(ascii ? "v" : "▼") \(back)") }
    let heading = ViewNode.row(
      alignment: .top,
      [
        .modified(.line("Events", .text, .bold), .layout(.layoutPriority(1))),
        .spacer(minLength: 8),
        .line(marks.joined(separator: " "), .secondary),
      ])
    return [marks.isEmpty ? ViewNode.line("Events", .text, .bold) : heading] + shown.reversed()
  }

  /// A line of the panel as a view: its first row as the wrapper breaks it, then (when it
  /// doesn't fit) the rest a text wrapped two columns in, five rows at most (`wrapped`).
  static func lineView(_ text: String, wrapped: [String], width: Int, style: CellStyle)
    -> ViewNode
  {
    guard wrapped.count > 1, let head = wrapped.first else {
      return .line(wrapped.first ?? "", style: style)
    }
    let rest = text.dropFirst(head.count).drop { $0 == " " }
    return .column(
      alignment: .leading,
      [
        .line(head, style: style),
        ViewNode.modified(.text(.verbatim(String(rest))), .lineLimit(5)).styled(style)
          .frame(width: width - 2, alignment: .leading).padding(leading: 2),
      ])
  }

  /// A line wrapped to the panel's width, its continuation rows indented two columns (at most
  /// six rows; past them an ellipsis).
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 4, CellWidth.of(text) > width else {
      return TextWrapper.lines(text, width: width, maxLines: 1)
    }
    // The first row as the wrapper breaks it (at a space, else inside a word), then what it
    // didn't hold wrapped two columns in.
    guard let head = TextWrapper.lines(text, width: width, maxLines: 2).first else { return [] }
    let rest = text.dropFirst(head.count).drop { $0 == " " }
    return [head] + TextWrapper.lines(String(rest), width: width - 2, maxLines: 5).map { "  " + $0 }
  }

  /// The drawing counters as short lines: frames and wakeups, cells, bytes.
  static func statisticsLines(_ statistics: RenderStatistics, dot: String) -> [String] {
    let frames = statistics.framesDrawn
    let perFrame = frames > 0 ? " \(dot) \(statistics.bytesWritten / frames)/frame" : ""
    return [
      "frames \(frames) \(dot) wakeups \(statistics.wakeups)",
      "cells \(statistics.cellsWritten) written \(dot) \(statistics.cellsSkipped) skipped",
      "bytes \(statistics.bytesWritten)\(perFrame)",
    ]
  }

  /// The focused widget: its timeline with the current entry marked, the next reload and why,
  /// its budget meter, and what went wrong with its last timeline.
  func widgetLines(_ widget: WidgetInstance, state: WidgetsFeature.State) -> [String] {
    let now = painter.context.now
    var lines = ["\(widget.kind.shortKind)\(widget.id) \(painter.dot) \(widget.family)"]
    if widget.isLoading { lines.append("loading timeline…") }
    if widget.current == nil { lines.append("placeholder (redacted)") }
    lines.append(
      "timeline \(widget.entries.count) \(widget.entries.count == 1 ? "entry" : "entries"), "
        + WidgetsFeature.policyText(widget.policy))
    for (index, entry) in widget.entries.enumerated().prefix(8) {
      let mark = index == widget.current ? "▶" : " "
      lines.append(
        "\(painter.context.asciiOnly && mark == "▶" ? ">" : mark) \(time(entry.date)) "
          + (entry.relevance.map { "(\($0.text)) " } ?? "") + entry.view.plainText
      )
    }
    if widget.entries.count > 8 { lines.append("  … \(widget.entries.count - 8) more") }
    if let next = widget.nextReload {
      lines.append("next reload \(dayAndTime(next.date))")
      lines.append("  why: \(why(next, widget: widget, state: state))")
    } else {
      lines.append(widget.policy == .never ? "next reload: when the app asks" : "next reload: none")
    }
    let budget = state.budget
    let used = widget.countedReloads.filter { $0 > now - budget.window }.count
    lines.append(
      state.developerMode
        ? "budget: Developer Mode (no limit)"
        : "budget \(used)/\(budget.dailyLimit) in 24 h \(meter(used, of: budget.dailyLimit))")
    if let problem = widget.problem { lines.append("! \(problem)") }
    let unsupported = widget.view.node.unsupportedModifiers
    if !unsupported.isEmpty {
      lines.append("! not drawn in a terminal yet: \(unsupported.joined(separator: ", "))")
    }
    // SF Symbols the table lacks: drawn as their family's glyph or the placeholder.
    var unknownSymbols: [String] = []
    widget.view.node.forEachNode { node in
      if case .image(let name) = node, !unknownSymbols.contains(name),
        !painter.context.theme.drawsSymbol(name)
      {
        unknownSymbols.append(name)
      }
    }
    if !unknownSymbols.isEmpty {
      let names = unknownSymbols.joined(separator: ", ")
      lines.append("! no glyph yet: \(names) (drawn as its family)")
    }
    lines += interactionLines(widget, focus: state.elementFocus)
    return lines
  }

  /// A widget's Buttons and Toggles (the focused one marked; Enter presses it) and what a press
  /// is waiting for.
  func interactionLines(_ widget: WidgetInstance, focus: Int) -> [String] {
    let elements =
      widget.displayedView.isPlaceholder ? [] : widget.displayedView.node.interactiveElements
    guard !elements.isEmpty else { return [] }
    let focused = min(focus, elements.count - 1)
    let names = elements.enumerated().map { index, element -> String in
      let mark = index == focused ? (painter.context.asciiOnly ? ">" : "▸") : ""
      switch element {
      case .button(let intent, _): return "\(mark)button \(intent.title)"
      case .toggle(let isOn, let intent, _):
        return "\(mark)toggle \(intent.title) \(isOn ? "on" : "off")"
      default: return ""
      }
    }
    var lines = ["interactive: " + names.joined(separator: ", ")]
    let interaction = widget.interaction
    if interaction.performing > 0 {
      lines.append("pressed: perform() running")
    } else if !interaction.isIdle {
      lines.append("pressed: reload pending")
    }
    return lines
  }

  /// Why the next reload comes when it does: the policy (held back by the least spacing when
  /// it asked for sooner), the budget, the spacing, or a retry with its backoff.
  func why(
    _ reload: WidgetInstance.ScheduledReload, widget: WidgetInstance,
    state: WidgetsFeature.State
  ) -> String {
    let spacing = "\(Int(state.budget.minimumSpacing / 60)) min spacing"
    switch reload.reason {
    case .policy:
      let asked: Date? =
        switch widget.policy?._rule {
        case .after(let date): date
        case .atEnd: widget.entries.last?.date
        case .never, .none: nil
        }
      let rule = widget.policy.map { policyName($0) } ?? "policy"
      if let asked, reload.date > asked { return "\(rule) + \(spacing)" }
      return rule
    case .budget:
      return "budget spent (\(state.budget.dailyLimit)/\(state.budget.dailyLimit) in 24 h)"
    case .spacing:
      return spacing
    case .retry:
      let delay = ReloadMachine.Rules.widget(state.budget).retryDelay(failures: widget.failures)
      return "retry \(max(1, widget.failures)) after error, \(Int(delay / 60)) min backoff"
    }
  }

  /// A reload policy as app code writes it: ".atEnd", ".after(11:41)", ".never".
  private func policyName(_ policy: TimelineReloadPolicy) -> String {
    switch policy._rule {
    case .atEnd: "policy .atEnd"
    case .never: "policy .never"
    case .after(let date): "policy .after(\(time(date).prefix(5)))"
    }
  }

  /// A ten-cell meter.
  private func meter(_ used: Int, of limit: Int) -> String {
    let filled = limit > 0 ? min(10, used * 10 / limit) : 10
    let (on, off) = painter.context.asciiOnly ? ("#", ".") : ("█", "░")
    return String(repeating: on, count: filled) + String(repeating: off, count: 10 - filled)
  }

  /// A date's time, after its day ("Tue 9 Jun 00:00:00") when that is not today's.
  private func dayAndTime(_ date: Date) -> String {
    let day = painter.context.components(date)
    let today = painter.context.components(painter.context.now)
    guard day.year != today.year || day.month != today.month || day.day != today.day else {
      return time(date)
    }
    let weekday = day.weekday.map { RenderContext.weekdays[($0 - 1) % 7].prefix(3) } ?? ""
    let month = day.month.map { RenderContext.months[($0 - 1) % 12].prefix(3) } ?? ""
    return "\(weekday) \(day.day ?? 0) \(month) \(time(date))"
  }

  private func time(_ date: Date) -> String {
    let c = painter.context.components(date)
    return String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
  }
}
