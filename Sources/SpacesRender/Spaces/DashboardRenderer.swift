import Foundation
import SpacesEngine
import SpacesKit

/// Renders the whole dashboard from engine state: status bar, the current space, the inspector,
/// the footer and overlays. Pure: the same state, time and size give the same frame.
public enum DashboardRenderer {
  /// The smallest terminal the dashboard draws in.
  public static let minimumSize = TerminalSize(width: 52, height: 16)

  /// Renders a frame.
  public static func render(_ state: DashboardState, context: RenderContext) -> Frame {
    let size = state.size
    var frame = Frame(width: size.width, height: size.height)
    let painter = Painter(context: context)
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
      painter.drawTooSmall(size: size, frame: &frame)
      return frame
    }
    painter.drawStatusBar(state: state, frame: &frame)
    var content = Rect(x: 0, y: 2, width: size.width, height: size.height - 3)
    if state.showsInspector {
      let panelWidth = min(44, size.width / 2)
      let panel = Rect(
        x: size.width - panelWidth, y: 1, width: panelWidth, height: size.height - 2)
      content.width -= panelWidth
      InspectorView(painter: painter).draw(state: state, in: panel, frame: &frame)
    }
    switch state.space {
    case .controlCenter:
      ControlCenterView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .lockScreen:
      LockScreenView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .actionButton:
      ActionButtonView(painter: painter).draw(state: state, in: content, frame: &frame)
    }
    if let notice = state.notice {
      frame.fill(Rect(x: 0, y: 1, width: size.width, height: 1), style: painter.style("warning"))
      frame.write(
        painter.truncate("\(context.asciiOnly ? "!" : "⚠") \(notice)", to: size.width - 2), x: 1,
        y: 1,
        style: painter.style("warning", .bold))
    }
    painter.drawFooter(state: state, frame: &frame)
    if state.showsHelp { painter.drawHelp(frame: &frame) }
    return frame
  }
}
