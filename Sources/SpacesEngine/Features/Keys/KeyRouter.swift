import Foundation
import SpacesKit

/// Where a key goes: to the top presentation's feature first, else through the keymap to a
/// command that the current space gives its meaning. It reads the dashboard and only sends
/// actions (each feature handles its own keys).
enum KeyRouter {
  /// Routes a key.
  static func route(_ key: KeyEvent, in state: DashboardState, context: inout ReduceContext) {
    let command = Keymap.standard.command(for: key)
    if let top = state.navigation.presentations.last {
      // Ctrl-C quits whatever is presented (in a text field "q" is a letter).
      if key == .control("c") { return context.send(.quit) }
      switch top {
      case .help:
        helpKey(command, state: state, context: &context)
      case .prompt(let run):
        context.send(.runs(.promptKey(run, key)))
      case .configuration:
        context.send(.configuration(.key(key)))
      case .unlock:
        context.send(.device(.unlockKey(key)))
      case .gallery:
        context.send(.editMode(.galleryKey(key)))
      case .widgetGallery:
        context.send(.widgetGallery(.key(key)))
      case .timelinePreview:
        if command == .quit { return context.send(.quit) }
        context.send(.timelinePreview(.key(key)))
      case .siri:
        context.send(.siri(.key(key)))
      case .island:
        context.send(.island(.key(key)))
      case .liveActivitySettings:
        context.send(.liveActivitySettings(.key(key)))
      case .editStack:
        context.send(.widgets(.editStackKey(key)))
      case .app:
        // The app's keys; the dashboard's own (`/`, `?`, `q`, `i`, themes, clock) go on below.
        guard let command, !AppScreenFeature.key(command, context: &context) else { return }
        dashboardCommand(command, state: state, context: &context)
      }
      return
    }
    if ShortcutsFeature.route(key, command: command, state: state, context: &context) { return }
    guard let command else { return }
    if HomeScreenKeys.handle(command, state: state, context: &context) { return }
    if BannerKeys.handle(command, state: state, context: &context) { return }
    if WidgetEditKeys.handle(command, state: state, context: &context) { return }
    if EditModeFeature.handle(command, state: state, context: &context) { return }
    if SlidersFeature.handle(command, state: state, context: &context) { return }
    if NowPlayingFeature.handle(command, state: state, context: &context) { return }
    dashboardCommand(command, state: state, context: &context)
  }

  /// A key while the help is on top: where the help scrolls, ↑↓ scroll it; `q` quits; any other
  /// key closes it.
  static func helpKey(_ command: KeyCommand?, state: DashboardState, context: inout ReduceContext) {
    let limit = HelpLayout(size: state.size).maxScroll
    if command == .quit {
      context.send(.quit)
    } else if limit > 0, case .moveFocus(let direction) = command,
      direction == .up || direction == .down
    {
      let row = state.navigation.helpScroll + (direction == .down ? 1 : -1)
      let target = max(0, min(limit, row))
      if target != state.navigation.helpScroll {
        context.send(.navigation(.scrollHelp(to: target)))
      }
    } else {
      context.send(.navigation(.dismissTop))
    }
  }

  /// A command with no presentation in the way: the current space gives it its meaning.
  static func dashboardCommand(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) {
    switch command {
    case .showSpace(let space):
      context.send(.navigation(.show(space)))
    case .moveFocus(let direction) where state.space == .controlLab:
      context.send(.controlLab(.scroll(by: direction == .left || direction == .up ? -1 : 1)))
    case .cycleFocus(let step) where state.space == .controlLab:
      context.send(.controlLab(.scroll(by: step)))
    case .cycleTheme:
      context.send(.cycleTheme)
    case .moveFocus(let direction) where state.space == .homeScreen:
      context.send(.widgets(.moveFocus(by: direction == .left || direction == .up ? -1 : 1)))
    case .cycleFocus(let step) where state.space == .homeScreen:
      context.send(.widgets(.cycleFocus(by: step)))
    case .moveFocus(let direction):
      context.send(.navigation(.moveFocus(direction)))
    case .cycleFocus(let step):
      context.send(.navigation(.cycleFocus(by: step)))
    case .activate:
      if state.space == .actionButton {
        context.send(.actionButton(.press))
      } else if state.space == .homeScreen, let widget = state.widgets.focused {
        context.send(.widgets(.press(widget.id, element: state.widgets.elementFocus)))
      } else if let id = state.spaceControl {
        context.send(.controls(.activate(id, origin: .control(id))))
      } else if state.space == .controlLab {
        context.toast("The Lab draws every state: press controls in Control Center (1)")
      } else if state.space != .homeScreen {
        context.toast("No control here: e, then Enter, chooses one")
      }
    case .cancel where state.navigation.showsVoiceOver:
      context.send(.navigation(.closeVoiceOver))
    case .toggleVoiceOver:
      context.send(.navigation(.toggleVoiceOver))
    case .cancel:
      if let id = state.spaceControl, let run = state.runs.run(for: id) {
        context.send(.runs(.cancel(run.id)))
      } else {
        context.send(.navigation(.closeInspector))
      }
    case .configure:
      if let id = state.spaceControl {
        context.send(.configuration(.open(id)))
      } else if state.space == .homeScreen, let widget = state.widgets.focused {
        // On a Smart Stack, Edit Stack (its sheet opens Edit Widget for each of its widgets).
        let stacked = state.widgets.stackIndex(containing: widget.id) != nil
        context.send(stacked ? .widgets(.openEditStack) : .configuration(.openWidget(widget.id)))
      } else {
        context.toast("c configures the focused control or widget: none here")
      }
    case .toggleInspector:
      context.send(.navigation(.toggleInspector))
    case .widenInspector:
      context.send(.navigation(.widenInspector))
    case .toggleLock:
      context.send(.device(.toggleLock))
    case .toggleDeveloperMode:
      let on = !state.widgets.developerMode
      context.send(.widgets(.setDeveloperMode(on)))
      context.toast(
        on ? "Developer Mode on: reloads not budgeted" : "Developer Mode off: reloads budgeted")
    case .showHelp:
      context.send(.navigation(.showHelp))
    case .previewTimeline:
      if state.space == .homeScreen, let widget = state.widgets.focused {
        context.send(.timelinePreview(.open(widget.id)))
      } else {
        homeScreenOnly("P previews a widget's timeline", state: state, context: &context)
      }
    case .openSiri:
      context.send(.siri(.open))
    case .flipStack:
      if state.space == .homeScreen, let widget = state.widgets.focused,
        state.widgets.stackIndex(containing: widget.id) != nil
      {
        context.send(.widgets(.flipStack))
      } else if state.space == .homeScreen {
        context.toast("n turns a Smart Stack: the focused widget isn't in one")
      } else {
        homeScreenOnly("n turns a Smart Stack", state: state, context: &context)
      }
    case .expandIsland:
      context.send(.island(.expand))
    case .openSettings:
      context.send(.liveActivitySettings(.open))
    case .quit:
      context.send(.quit)
    case .toggleEditMode, .addControl, .removeControl, .moveControl, .resizeControl:
      break  // edit mode's (above)
    case .clock(let clockCommand):
      context.run(.clock(clockCommand))
    case .page:
      homeScreenOnly("PageUp and PageDown turn pages", state: state, context: &context)
    case .toggleStandBy:
      homeScreenOnly("Y is StandBy", state: state, context: &context)
    }
  }

  /// A Home Screen key pressed elsewhere (the Home Screen handles its own above): a toast says
  /// where it works, so the key isn't silently ignored.
  static func homeScreenOnly(
    _ what: String, state: DashboardState, context: inout ReduceContext
  ) {
    guard state.space != .homeScreen else { return }
    context.toast("\(what) on the Home Screen (4)")
  }
}
