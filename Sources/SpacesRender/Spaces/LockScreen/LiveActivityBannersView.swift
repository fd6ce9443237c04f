import Foundation
import SpacesEngine
import SpacesKit

/// The Lock Screen's Live Activities as iOS lays them out: full-width banners stacked at the
/// bottom of the screen, just above the control slots.
///
/// Each banner is filled with the activity's `activityBackgroundTint`, carries the system's
/// dismiss button (`✕`) in its `activitySystemActionForegroundColor` at its top right, and says
/// "Stale" or "Ended" on its top border (its content dimmed) when the activity is stale or has
/// ended but is still shown under its dismissal policy. While an update's alert shows, the
/// activity's banner is lit (the focus border) with the alert's title and body on its border.
/// The banner `Tab` focused has the focus border too, and its focused Button, Toggle or Link is
/// drawn reversed (`Enter` presses it).
package struct LiveActivityBannersView {
  let painter: Painter

  /// The most rows a Live Activity's view takes (iOS caps the banner's height at 160 pt).
  package static let maximumRows = 5

  /// One banner placed on the Lock Screen.
  package struct Placement {
    /// The activity.
    package var activity: LiveActivityState
    /// Its box, border included.
    package var rect: Rect
  }

  /// Where the banners go between `top` and `bottom` (exclusive): the most relevant activity
  /// highest, the stack ending at `bottom`; the least relevant that don't fit are left out,
  /// except the `focused` one (`Tab` reached it), which takes the place of the least relevant
  /// ones so the focus is always on screen.
  package static func placements(
    _ activities: [LiveActivityState], in area: Rect, top: Int, bottom: Int,
    focused: String? = nil, renderer: ViewRenderer
  ) -> [Placement] {
    let width = max(0, area.width - 4)
    guard width >= 8 else { return [] }
    // As tall as the view (a two-line activity, a padded one), up to the banner's limit.
    let measured = LockScreenView.ordered(activities).map { activity in
      let height = renderer.measure(
        activity.view, proposal: .init(width: width - 4, height: maximumRows)
      ).height
      return (activity: activity, height: min(maximumRows, max(1, height)) + 2)
    }
    /// The rows a stack of banners takes, one blank row between two.
    func rows(_ stack: [(activity: LiveActivityState, height: Int)]) -> Int {
      stack.reduce(0) { $0 + $1.height } + max(0, stack.count - 1)
    }
    var chosen: [(activity: LiveActivityState, height: Int)] = []
    for banner in measured {
      guard top + rows(chosen + [banner]) <= bottom else { break }
      chosen.append(banner)
    }
    if let focused, !chosen.contains(where: { $0.activity.id == focused }),
      let banner = measured.first(where: { $0.activity.id == focused })
    {
      while !chosen.isEmpty, top + rows(chosen + [banner]) > bottom { chosen.removeLast() }
      if top + rows(chosen + [banner]) <= bottom { chosen.append(banner) }
    }
    var y = bottom - rows(chosen)
    return chosen.map { banner in
      defer { y += banner.height + 1 }
      return Placement(
        activity: banner.activity,
        rect: Rect(x: area.x + 2, y: y, width: width, height: banner.height))
    }
  }

  /// Draws placed banners (`placements`): the alert's banner lit, the focused one's element
  /// reversed.
  func draw(
    _ placements: [Placement], alert: ActivityAlert?, focus: BannerFocus? = nil,
    renderer: ViewRenderer, frame: inout Frame
  ) {
    for placement in placements {
      let alert = alert?.activityID == placement.activity.id ? alert : nil
      let focus = focus?.activityID == placement.activity.id ? focus : nil
      drawBanner(
        placement.activity, alert: alert, focus: focus, in: placement.rect, renderer: renderer,
        frame: &frame)
    }
  }

  /// Draws one banner: the tint, the border, the view, the state marker and the system button.
  func drawBanner(
    _ activity: LiveActivityState, alert: ActivityAlert? = nil, focus: BannerFocus? = nil,
    in rect: Rect, renderer: ViewRenderer, frame: inout Frame
  ) {
    let context = painter.context
    let inside = rect.inset(top: 1, left: 1, bottom: 1, right: 1)
    var background = context.theme.color(.background)
    if case .some(.some(let tint)) = activity.view.activityBackgroundTint {
      background = context.theme.resolve(tint)
      frame.fill(inside, style: CellStyle(background: background))
    }
    let lit = alert != nil || focus != nil
    painter.box(focused: lit).draw(
      rect, in: &frame, style: lit ? painter.style(.focus, .bold) : painter.style(.border))
    let isStale = activity.isStale(at: context.now)
    var environment = ViewRenderer.DrawingStyle(
      foreground: context.theme.color(.text), background: background)
    environment.dim = isStale || activity.hasEnded
    let content = inside.inset(left: 1, right: 1)
    renderer.draw(
      activity.view, in: content, frame: &frame, environment: environment,
      owner: "the \(activity.attributesType) Live Activity")
    // The focused element is drawn reversed, as a Home Screen widget's.
    if let element = focus?.element, content.width > 0, content.height > 0 {
      let controls = renderer.layout(
        activity.view, in: content, labelStyle: environment.labelStyle
      ).controlRects
      if controls.indices.contains(element) {
        frame.restyle(controls[element].intersection(content)) {
          $0.attributes.insert(.reverse)
        }
      }
    }
    if activity.hasEnded || isStale {
      frame.write(
        activity.hasEnded ? " Ended " : " Stale ", x: rect.x + 2, y: rect.y,
        style: painter.style(.secondary, .bold))
    }
    if let alert {
      let text = alert.body.isEmpty ? alert.title : "\(alert.title) \(painter.dot) \(alert.body)"
      let label = " \(painter.glyph("bell.fill")) \(painter.truncate(text, to: rect.width - 14)) "
      frame.write(label, x: rect.x + 2, y: rect.y, style: painter.style(.focus, .bold))
    }
    drawSystemAction(activity, in: rect, frame: &frame)
  }

  /// The system's dismiss button at the banner's top right, in the activity's
  /// `activitySystemActionForegroundColor` (the theme's secondary colour by default).
  func drawSystemAction(_ activity: LiveActivityState, in rect: Rect, frame: inout Frame) {
    let context = painter.context
    var style = painter.style(.secondary, .bold)
    if case .some(.some(let color)) = activity.view.activitySystemActionForeground {
      style.foreground = context.theme.resolve(color)
    }
    let glyph = painter.glyph("xmark")
    frame.write(" \(glyph) ", x: rect.maxX - 5, y: rect.y, style: style)
  }
}
