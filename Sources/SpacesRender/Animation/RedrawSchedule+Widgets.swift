import Foundation
import SpacesEngine
import SpacesKit

/// The widgets on screen: when their live dates tick and when their entry animations draw
/// their next frame.
extension RedrawSchedule {
  /// The widgets the current space shows with the cells their views get (the Home Screen's
  /// visible tiles, the Lock Screen's circular and rectangular accessories); none elsewhere.
  static func visibleWidgets(_ state: DashboardState) -> [(
    widget: WidgetInstance, width: Int, height: Int
  )] {
    var widgets = spaceWidgets(state)
    // A timeline preview's widget, drawn in a box of its family's size over the space.
    if let previewed = state.previewedWidget {
      let size = TimelinePreviewView.size(of: previewed.family)
      let content = HomeScreenView.contentRect(
        Rect(x: 0, y: 0, width: size.width, height: size.height))
      widgets.append((previewed, content.width, content.height))
    }
    return widgets
  }

  /// The widgets the current space itself shows, with the cells their views get.
  static func spaceWidgets(_ state: DashboardState) -> [(
    widget: WidgetInstance, width: Int, height: Int
  )] {
    switch state.space {
    case .homeScreen:
      let widgets = state.widgets.homeScreen
      guard !widgets.isEmpty else { return [] }
      // Where they are depends on the device outline only by a row; their sizes don't.
      let area = DashboardRenderer.homeScreenArea(state, deviceFrame: false)
      return HomeScreenView.widgetRects(state: state, in: area).map { index, rect in
        let widget = widgets[index]
        // The cells its content gets in its tile (its whole inside without margins).
        let box = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        let content =
          widget.entryView.map { WidgetTile($0, in: box).contentRect }
          ?? HomeScreenView.contentRect(box)
        return (widget, content.width, content.height)
      }
    case .lockScreen:
      return state.widgets.lockScreen.compactMap { widget in
        switch widget.family {
        case .accessoryCircular: (widget, 7, 3)
        case .accessoryRectangular: (widget, 22, 3)
        default: nil
        }
      }
    case .controlCenter, .actionButton, .controlLab, .shortcuts:
      return []
    }
  }

  /// The next time the live dates of the widgets on screen change their text (`Text(date,
  /// style: .timer)`, `Text(timerInterval:…)`…); `nil` with none on screen.
  package static func nextWidgetLiveTextChange(_ state: DashboardState, now: Date) -> Date? {
    visibleWidgets(state).compactMap { entry in
      entry.widget.entryView.flatMap { nextLiveTextChange(in: $0, now: now) }
    }.min()
  }

  /// The next frame of an entry animation on screen, on the presentation clock
  /// (`RenderContext.animationNow`): the next time one looks different, no sooner than 1/60 s
  /// apart from the start; `nil` while nothing animates (nothing wakes).
  package static func nextAnimationFrame(_ state: DashboardState, context: RenderContext) -> Date? {
    guard !state.quitRequested else { return nil }
    let renderer = ViewRenderer(context: context)
    let style = ViewRenderer.DrawingStyle(
      foreground: context.theme.color(.text), background: context.theme.color(.background))
    return visibleWidgets(state).compactMap { entry in
      guard let view = entry.widget.entryView else { return nil }
      return renderer.nextAnimationFrame(
        view, transition: entry.widget.transition, width: entry.width, height: entry.height,
        style: style)
    }.min()
  }
}
