import Foundation
import SpacesEngine
import SpacesKit

/// The Lock Screen: date, a large clock, Live Activities (`LiveActivityBannersView`), and the
/// two control slots.
package struct LockScreenView {
  let painter: Painter

  /// The 3-row digits of the large clock.
  static let bigDigits: [Character: [String]] = [
    "0": ["█▀█", "█ █", "▀▀▀"], "1": ["▀█ ", " █ ", "▀▀▀"], "2": ["▀▀█", "█▀▀", "▀▀▀"],
    "3": ["▀▀█", " ▀█", "▀▀▀"], "4": ["█ █", "▀▀█", "  ▀"], "5": ["█▀▀", "▀▀█", "▀▀▀"],
    "6": ["█▀▀", "█▀█", "▀▀▀"], "7": ["▀▀█", "  █", "  ▀"], "8": ["█▀█", "█▀█", "▀▀▀"],
    "9": ["█▀█", "▀▀█", "▀▀▀"], ":": ["▄", " ", "▀"],
  ]

  /// The activities as the Lock Screen stacks them: the most relevant first (the app's
  /// `relevanceScore`), then in the order they started.
  static func ordered<C: Collection>(_ activities: C) -> [LiveActivityState]
  where C.Element == LiveActivityState {
    activities.enumerated().sorted {
      ($0.element.relevanceScore, -$0.offset) > ($1.element.relevanceScore, -$1.offset)
    }.map(\.element)
  }

  /// Draws the Lock Screen into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let context = painter.context
    defer { drawWidgetEditing(state: state, in: area, frame: &frame) }
    var y = area.y
    let lock = painter.glyph(state.device.isLocked ? "lock.fill" : "lock.open.fill")
    painter.center(
      "\(lock)  \(context.lockScreenDate)", in: area, y: y, style: painter.style(.text, .bold),
      frame: &frame)
    y += 1
    if context.asciiOnly || area.height < 14 {
      painter.center(
        context.statusBarTime, in: area, y: y, style: painter.style(.text, .bold), frame: &frame)
      y += 2
    } else {
      let time = context.statusBarTime
      for row in 0..<3 {
        let line = time.map { Self.bigDigits[$0]?[row] ?? " " }.joined(separator: " ")
        painter.center(
          line, in: area, y: y + row, style: painter.style(.text, .bold), frame: &frame)
      }
      y += 4
    }

    let slotHeight = 3
    let slotsY = area.maxY - slotHeight
    let bannerWidth = min(56, area.width - 4)
    let renderer = ViewRenderer(context: context)
    y = drawAccessoryWidgets(
      state.widgets.lockScreen, in: area, y: y, renderer: renderer, frame: &frame)
    if state.nowPlaying.isShown, y + NowPlayingView.height + 1 <= slotsY {
      let rect = Rect(
        x: area.x + (area.width - bannerWidth) / 2, y: y, width: bannerWidth,
        height: NowPlayingView.height)
      NowPlayingView(painter: painter).draw(state.nowPlaying, in: rect, frame: &frame)
      y += NowPlayingView.height + 1
    }
    // A wide Lock Screen has the paired watch at its top right; the banners stay under it.
    let watch = WatchSmartStackView.showsPanel(state, width: area.width)
    if watch { y = max(y, WatchSmartStackView.panelRect(in: area).maxY + 1) }
    // Full width, stacked up from the row above the edit line over the slots.
    LiveActivityBannersView(painter: painter).draw(
      state.displayedBanners, alert: state.activityAlerts.current,
      focus: state.focusedBanner, in: area, top: y, bottom: slotsY - 1, renderer: renderer,
      frame: &frame)
    if watch, let activity = WatchSmartStackView.shown(state) {
      WatchSmartStackView(painter: painter).draw(
        activity, alert: state.activityAlerts.current,
        in: WatchSmartStackView.panelRect(in: area), frame: &frame)
    }

    let slotRects = Self.slotRects(count: state.lockScreenSlots.count, in: area)
    for (slot, id) in state.lockScreenSlots.enumerated() {
      let rect = slotRects[slot]
      // The Now Playing panel's buttons, the Live Activity banners, and in edit mode the
      // accessory widgets take the focus while one of them is focused.
      let focused =
        slot == state.navigation.lockScreenFocus && state.nowPlaying.focus == nil
        && state.focusedBanner == nil
        && !(state.editMode.isEditing && state.widgetGallery.lockFocus != nil)
      painter.box(focused: focused).draw(
        rect, in: &frame, style: focused ? painter.style(.focus, .bold) : painter.style(.border))
      if state.editMode.isEditing {
        // Edit mode: an empty slot offers "+", a filled one the remove badge.
        if state.control(id) == nil {
          painter.center(
            "+", in: rect, y: rect.y + 1, style: painter.style(.accent, .bold), frame: &frame)
        } else {
          frame.write(
            context.asciiOnly ? "(-)" : "(−)", x: rect.x + 1, y: rect.y,
            style: painter.style(.warning, .bold))
        }
      }
      guard let stored = state.control(id) else { continue }
      drawSlotSymbol(painter.presented(stored, state: state), in: rect, frame: &frame)
    }
    if state.editMode.isEditing {
      painter.center(
        "Editing \(painter.dot) Enter choose \(painter.dot) x clear \(painter.dot) Esc Done",
        in: area.inset(left: 11, right: 11), y: slotsY - 1, style: painter.style(.accent, .bold),
        frame: &frame)
    }
    if let focused = state.control(state.lockScreenSlots[state.navigation.lockScreenFocus]) {
      painter.center(
        focused.displayed.title, in: area.inset(left: 11, right: 11), y: slotsY + 1,
        style: painter.style(.secondary), frame: &frame)
    }
  }

  /// The boxes of the control slots (by slot index) along the bottom of the content area: the
  /// first at the left, the others at the right.
  package static func slotRects(count: Int, in area: Rect) -> [Rect] {
    let width = 7
    let height = 3
    return (0..<count).map { slot in
      let x = slot == 0 ? area.x + 2 : area.maxX - width - 2
      return Rect(x: x, y: area.maxY - height, width: width, height: height)
    }
  }

  /// Where the circular and rectangular accessory widgets are drawn (their boxes), by index
  /// into `lockScreen`, as `draw` lays them out under the clock and the inline widgets.
  package static func accessoryWidgetRects(
    state: DashboardState, in area: Rect, asciiOnly: Bool
  ) -> [(Int, Rect)] {
    let widgets = state.widgets.lockScreen
    let clockRows = asciiOnly || area.height < 14 ? 3 : 5
    let y = area.y + clockRows + widgets.filter { $0.family == .accessoryInline }.count
    let boxed = widgets.indices.filter {
      widgets[$0].family == .accessoryCircular || widgets[$0].family == .accessoryRectangular
    }
    let widths = boxed.map { widgets[$0].family == .accessoryCircular ? 9 : 24 }
    let total = widths.reduce(0, +) + 2 * (boxed.count - 1)
    var x = area.x + max(0, (area.width - total) / 2)
    var result: [(Int, Rect)] = []
    for (index, width) in zip(boxed, widths) where x + width <= area.maxX {
      result.append((index, Rect(x: x, y: y, width: width, height: 5)))
      x += width + 2
    }
    return result
  }

  /// The rectangles of an accessory widget's Buttons and Toggles as drawn in its box.
  package static func elementRects(
    _ widget: WidgetInstance, in box: Rect, context: RenderContext
  ) -> [Rect] {
    let (node, isPlaceholder) = widget.displayedView
    guard !isPlaceholder else { return [] }
    return ViewRenderer(context: context).layout(
      node, in: box.inset(top: 1, left: 1, bottom: 1, right: 1)
    ).controlRects
  }

  /// Draws a Lock Screen slot's symbol on its pad, centred in the slot's box: tinted while
  /// on, grey while off, as Control Center draws it.
  package func drawSlotSymbol(_ control: ControlInstance, in rect: Rect, frame: inout Frame) {
    let glyph = painter.glyph(painter.currentLabel(control).systemImage)
    let width = Painter.padWidth(glyph)
    painter.drawPad(
      glyph, x: rect.x + (rect.width - width) / 2, y: rect.y + 1,
      style: painter.padStyle(control), caps: false, surface: .background, frame: &frame)
  }

  /// Draws the accessory widgets under the clock: the inline ones as a line of text, then the
  /// circular and rectangular ones in a row. Returns the first free row.
  func drawAccessoryWidgets(
    _ widgets: [WidgetInstance], in area: Rect, y top: Int, renderer: ViewRenderer,
    frame: inout Frame
  ) -> Int {
    guard !widgets.isEmpty else { return top }
    var y = top
    let text = painter.context.theme.color(.text)
    let background = painter.context.theme.color(.background)
    for widget in widgets where widget.family == .accessoryInline {
      let (node, isPlaceholder) = widget.displayedView
      let shown =
        isPlaceholder ? HomeScreenView.redacted(node, asciiOnly: painter.context.asciiOnly) : node
      painter.center(
        shown.plainText, in: area, y: y, style: painter.style(.secondary), frame: &frame)
      y += 1
    }
    let boxed = widgets.filter {
      $0.family == .accessoryCircular || $0.family == .accessoryRectangular
    }
    guard !boxed.isEmpty else { return y }
    let widths = boxed.map { $0.family == .accessoryCircular ? 9 : 24 }
    let total = widths.reduce(0, +) + 2 * (boxed.count - 1)
    var x = area.x + max(0, (area.width - total) / 2)
    let height = 5
    for (widget, width) in zip(boxed, widths) where x + width <= area.maxX {
      let rect = Rect(x: x, y: y, width: width, height: height)
      painter.box(focused: false).draw(rect, in: &frame, style: painter.style(.border))
      let (node, isPlaceholder) = widget.displayedView
      var environment = ViewRenderer.DrawingStyle(foreground: text, background: background)
      environment.dim = isPlaceholder
      renderer.drawWidget(
        isPlaceholder ? HomeScreenView.redacted(node, asciiOnly: painter.context.asciiOnly) : node,
        transition: isPlaceholder ? nil : widget.transition,
        in: rect.inset(top: 1, left: 1, bottom: 1, right: 1), frame: &frame,
        environment: environment, owner: "the \(widget.kind.shortKind) widget (\(widget.family))")
      VibrantRendering.apply(
        in: rect.inset(top: 1, left: 1, bottom: 1, right: 1), frame: &frame,
        theme: painter.context.theme)
      x += width + 2
    }
    return y + height + 1
  }
}
