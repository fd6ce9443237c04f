import Foundation
import SpacesEngine
import SpacesKit

/// The inspector panel: the clock, the focused control's reload state, the drawing counters
/// (when the run loop passes them), and the event log with every reload's cause.
package struct InspectorView {
  let painter: Painter

  /// Draws the panel.
  package func draw(state: DashboardState, in rect: Rect, frame: inout Frame) {
    let context = painter.context
    frame.fill(rect, style: painter.style(.text))
    for y in rect.y..<rect.maxY {
      frame.write(context.asciiOnly ? "|" : "│", x: rect.x, y: y, style: painter.style(.border))
    }
    let x = rect.x + 2
    let width = rect.width - 3
    var y = rect.y
    // A long line wraps, its continuation indented, so the detail at its end shows.
    func line(_ text: String, _ style: CellStyle) {
      for row in Self.wrapped(text, width: width) {
        guard y < rect.maxY else { return }
        frame.write(row, x: x, y: y, style: style)
        y += 1
      }
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
    if let activity = WatchSmartStackView.inspected(state), y + 1 < rect.maxY {
      y = drawWatchCard(
        activity, alert: state.activityAlerts.current, x: x, y: y, width: width, maxY: rect.maxY,
        frame: &frame)
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
      y += 1
      line("Drawing", painter.style(.text, .bold))
      for text in Self.statisticsLines(statistics, dot: painter.dot) {
        line(text, painter.style(.secondary))
      }
    }
    y += 1
    line("Events", painter.style(.text, .bold))
    let room = max(0, rect.maxY - y)
    // Scrolled back by the wheel: as far as the oldest event, no further. The newest events
    // that fit, each wrapped: taken from the newest back until the rows are used.
    let back = min(state.navigation.inspectorScroll, max(0, state.events.count - room))
    var shown: [[String]] = []
    var rows = 0
    for event in state.events.dropLast(back).reversed() {
      guard rows < room else { break }
      let wrapped = Self.wrapped("\(time(event.date)) \(event.description)", width: width)
      // The oldest one shown keeps its last rows when only part of it fits.
      shown.append(Array(wrapped.suffix(room - rows)))
      rows += wrapped.count
    }
    for event in shown.reversed() {
      for row in event {
        frame.write(row, x: x, y: y, style: painter.style(.secondary))
        y += 1
      }
    }
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
