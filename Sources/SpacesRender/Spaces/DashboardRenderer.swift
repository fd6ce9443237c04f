import Foundation
import SpacesEngine
import SpacesKit

/// Renders the whole dashboard from engine state: status bar, the current space, the inspector,
/// the footer and overlays. Pure: the same state, time and size give the same frame.
package enum DashboardRenderer {
  /// The smallest terminal the dashboard draws in.
  package static let minimumSize = TerminalSize(width: 52, height: 16)

  /// The narrowest inspector panel worth showing.
  package static let minimumPanelWidth = 24

  /// The width a space needs beside the inspector: the phone's width for Control Center (its
  /// grid's units keep their size), the narrowest framed canvas for the other phone spaces.
  static func contentMinimumWidth(for space: Space) -> Int {
    switch space {
    case .controlCenter: PhoneCanvas.screen.columns
    case .lockScreen, .actionButton: PhoneCanvas.minimumFramedColumns
    case .homeScreen: HomeScreenView.gridUnits * HomeScreenView.unitWidth + 1
    case .controlLab: ControlLabView.columnWidth
    case .shortcuts: ShortcutsGrid.minimumWidth
    }
  }

  /// The terminal width from which the inspector fits beside a space.
  package static func inspectorMinimumWidth(for space: Space) -> Int {
    contentMinimumWidth(for: space) + minimumPanelWidth
  }

  /// Where the space and the inspector panel go: the panel takes up to 44 columns (half the
  /// window when widened with `W`) but never squeezes the space below what it needs; when it
  /// can't fit, it isn't shown (nothing is drawn over anything).
  package static func areas(for state: DashboardState) -> (content: Rect, panel: Rect?) {
    let size = state.size
    var content = Rect(x: 0, y: 2, width: size.width, height: size.height - 3)
    guard state.showsInspector else { return (content, nil) }
    let width = min(
      state.navigation.inspectorIsWide ? size.width / 2 : 44, size.width / 2,
      size.width - contentMinimumWidth(for: state.space))
    guard width >= minimumPanelWidth else { return (content, nil) }
    content.width -= width
    return (content, Rect(x: size.width - width, y: 2, width: width, height: size.height - 3))
  }

  /// Whether the space on show is drawn on the phone-proportioned canvas (`PhoneCanvas`):
  /// Control Center, the Lock Screen, the Action button and the Home Screen — but not StandBy,
  /// a phone on its side.
  package static func isPhoneSpace(_ state: DashboardState) -> Bool {
    switch state.space {
    case .controlCenter, .lockScreen, .actionButton: true
    case .homeScreen: !HomeScreenView.showsStandBy(state)
    case .controlLab, .shortcuts: false
    }
  }

  /// Where the Home Screen draws: the phone canvas in the content area (StandBy: the whole
  /// area, where it lays out its landscape canvas). Drawing, clicks and redraws read it.
  package static func homeScreenArea(_ state: DashboardState, deviceFrame: Bool) -> Rect {
    let content = areas(for: state).content
    guard isPhoneSpace(state) else { return content }
    return PhoneCanvas(in: content, deviceFrame: deviceFrame).rect
  }

  /// The columns of the content area a space's Dynamic Island centres in: the phone canvas's
  /// on a phone space, the whole area elsewhere.
  static func phoneArea(for state: DashboardState, content: Rect, canvas: PhoneCanvas) -> Rect {
    guard isPhoneSpace(state) else { return content }
    return Rect(x: canvas.rect.x, y: content.y, width: canvas.rect.width, height: content.height)
  }

  /// Renders a frame; under `--ascii`, every cell ASCII.
  package static func render(_ state: DashboardState, context: RenderContext) -> Frame {
    LayoutWarnings.reportingAssetProblems {
      var frame = renderCells(state, context: context)
      if context.asciiOnly { frame.replaceNonASCII() }
      return frame
    }
  }

  /// Renders a frame's cells.
  static func renderCells(_ state: DashboardState, context: RenderContext) -> Frame {
    var context = context
    context.startingThemeName = context.theme.name
    context.theme = ThemeCycle.theme(startingFrom: context.theme, step: state.themeStep)
    let size = state.size
    let painter = Painter(context: context)
    var frame = Frame(width: size.width, height: size.height, fill: painter.blank)
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
      painter.drawTooSmall(size: size, frame: &frame)
      return frame
    }
    let overflow = painter.drawStatusBar(state: state, frame: &frame)
    let (content, panel) = areas(for: state)
    let canvas = PhoneCanvas(in: content, deviceFrame: context.deviceFrame)
    if state.showsInspector, panel == nil {
      painter.center(
        "widen the terminal to \(inspectorMinimumWidth(for: state.space)) columns for the inspector",
        in: content, y: 1, style: painter.style(.secondary), frame: &frame)
    }
    switch state.space {
    case .controlCenter:
      canvas.drawOutline(painter: painter, frame: &frame)
      ControlCenterView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .lockScreen:
      canvas.drawOutline(painter: painter, frame: &frame)
      LockScreenView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .actionButton:
      canvas.drawOutline(painter: painter, frame: &frame)
      ActionButtonView(painter: painter).draw(
        state: state, canvas: canvas, content: content, frame: &frame)
    case .homeScreen where isPhoneSpace(state):
      canvas.drawOutline(painter: painter, frame: &frame)
      HomeScreenView(painter: painter).draw(state: state, in: canvas.rect, frame: &frame)
    case .homeScreen:
      HomeScreenView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .controlLab:
      ControlLabView(painter: painter).draw(state: state, in: content, frame: &frame)
    case .shortcuts:
      ShortcutsView(painter: painter).draw(state: state, in: content, frame: &frame)
    }
    // On a phone space the island sits at the top centre of the phone.
    IslandView(painter: painter).draw(
      state: state, in: phoneArea(for: state, content: content, canvas: canvas),
      frame: &frame)
    if let panel { InspectorView(painter: painter).draw(state: state, in: panel, frame: &frame) }
    if state.navigation.showsVoiceOver {
      VoiceOverView(painter: painter).draw(state: state, in: content, frame: &frame)
    }
    if let opening = state.device.opening {
      painter.drawBanner(opening.text, symbol: "arrow.up.forward.app", in: content, frame: &frame)
    }
    // Row 1: the modes the status bar had no room for at the left end, the notice from the
    // left over them, the toast at the right end (the notice is clipped before it).
    painter.drawStatusOverflow(overflow, frame: &frame)
    let toast = state.toast.current
    let toastView = ToastView(painter: painter)
    // Clear of the island (a notice covers the row whole: the toast then clips the notice).
    let toastX =
      state.notice == nil ? ToastView.firstFreeColumn(in: frame, blank: painter.blank) : 0
    let toastRect = toast.flatMap { toastView.rect($0, from: toastX, width: size.width) }
    if let notice = state.notice {
      let noticeWidth = toastRect.map { $0.x - 2 } ?? size.width - 2
      frame.fill(Rect(x: 0, y: 1, width: size.width, height: 1), style: painter.style(.warning))
      frame.write(
        painter.truncate("\(context.asciiOnly ? "!" : "⚠") \(notice)", to: noticeWidth), x: 1,
        y: 1,
        style: painter.style(.warning, .bold))
    }
    if let toast { toastView.draw(toast, from: toastX, frame: &frame) }
    painter.drawFooter(state: state, frame: &frame)
    // Presentations draw bottom-up: the top one last, over the others.
    let presentations = state.presentations
    for presentation in presentations {
      switch presentation {
      case .help: painter.drawHelp(scroll: state.navigation.helpScroll, frame: &frame)
      case .prompt(let prompt) where state.runs.runs[prompt.run]?.origin == .siri:
        break  // the Siri bar shows its run's questions
      case .prompt(let prompt):
        let title = state.runs.runs[prompt.run]?.title ?? ""
        PromptView(painter: painter).draw(prompt, title: title, frame: &frame)
      case .configuration(let form):
        ConfigurationFormView(painter: painter).draw(form, frame: &frame)
      case .unlock(let request):
        PromptView(painter: painter).draw(request, frame: &frame)
      case .gallery(let gallery):
        GalleryView(painter: painter).draw(gallery, state: state, in: content, frame: &frame)
      case .widgetGallery(let gallery):
        WidgetGalleryView(painter: painter).draw(
          gallery, state: state, in: content, frame: &frame)
      case .timelinePreview(let preview):
        TimelinePreviewView(painter: painter).draw(preview, in: content, frame: &frame)
      case .siri(let bar):
        let prompt = presentations.lazy.compactMap { presentation in
          if case .prompt(let prompt) = presentation,
            state.runs.runs[prompt.run]?.origin == .siri
          {
            return prompt
          }
          return nil
        }.first
        // Over an app's screen the bar starts a row lower, leaving the app's title row seen.
        let overApp = presentations.contains {
          if case .app = $0 { return true }
          return false
        }
        let progress = state.runs.runs.values.first { $0.origin == .siri }?.progress
        SiriBarView(painter: painter).draw(
          bar, prompt: prompt, progress: progress, top: overApp ? 2 : 1, frame: &frame)
      case .app(let screen):
        AppScreenView(painter: painter).draw(screen, frame: &frame)
      case .island(let activity):
        if let activity {
          ExpandedIslandView(painter: painter).draw(activity, in: content, frame: &frame)
        }
      case .liveActivitySettings(let settings):
        LiveActivitySettingsView(painter: painter).draw(settings, frame: &frame)
      case .editStack(let sheet):
        EditStackView(painter: painter).draw(sheet, state: state, frame: &frame)
      }
    }
    return frame
  }
}
