import DequeModule
import Foundation
import SpacesKit

/// The dashboard's root reducer: `(state, action, now) → effects`, pure (no clock reads, no I/O).
///
/// It routes each action to the feature that owns it (controls, the Action button, Live
/// Activities, intent runs, navigation), maps keys through the `Keymap`, and applies the
/// follow-up actions features hand back, in order, within the same call.
public enum DashboardReducer {
  /// Applies an action at a time and returns the effects to run.
  public static func reduce(
    into state: inout DashboardState, action: DashboardAction, now: Date,
    presentationNow: Date? = nil
  ) -> [Effect] {
    reduceLogging(into: &state, action: action, now: now, presentationNow: presentationNow)
      .effects
  }

  /// Applies an action and returns the effects and the events it logged (tests read both).
  public static func reduceLogging(
    into state: inout DashboardState, action: DashboardAction, now: Date,
    presentationNow: Date? = nil
  ) -> (effects: [Effect], events: [EngineEvent.Kind]) {
    var context = ReduceContext(now: now, presentationNow: presentationNow)
    apply(action, state: &state, context: &context)
    // Follow-ups, breadth first (most actions have none: no queue then).
    if !context.followUps.isEmpty {
      var queue = Deque(context.followUps)
      context.followUps.removeAll()
      while let next = queue.popFirst() {
        apply(next, state: &state, context: &context)
        queue.append(contentsOf: context.followUps)
        context.followUps.removeAll()
      }
    }
    PushFeature.reconcile(&state, context: &context)
    for event in context.events { state.log(event, at: now) }
    return (context.effects, context.events)
  }

  static func apply(
    _ action: DashboardAction, state: inout DashboardState, context: inout ReduceContext
  ) {
    switch action {
    case .key(let key):
      handle(key: key, state: &state, context: &context)
    case .resize(let size):
      state.size = size
    case .install(let controls):
      LayoutFeature.install(controls, state: &state, context: &context)
      PushFeature.register(controls, state: &state.push)
    case .catalogPreviewed(let kind, let preview):
      state.catalog[kind]?.preview = preview
    case .restoreLayout(let outcome):
      LayoutFeature.restore(outcome, state: &state, context: &context)
    case .layoutSaveFailed(let message):
      LayoutFeature.saveFailed(message, state: &state, context: &context)
    case .controls(let action):
      ControlsFeature.reduce(into: &state.controls, action: action, context: &context)
      // A new configuration is saved in the layout file.
      if case .configure(let id, _) = action, state.controls[id]?.configuration != nil {
        context.run(.saveLayout(SavedLayout(state: state)))
      }
    case .actionButton(let action):
      ActionButtonFeature.reduce(
        into: &state.actionButton, action: action, controls: state.controls,
        isLocked: state.device.isLocked, shortcuts: state.siri.sources, context: &context)
    case .activities(let action):
      ActivitiesFeature.reduce(into: &state.activities, action: action, context: &context)
    case .runs(let action):
      if case .start(let intent, let origin) = action,
        DeviceFeature.needsUnlock(intent, state: state.device)
          // A widget's buttons and toggles are inactive on a locked device until it unlocks.
          || (origin.widget != nil && state.device.isLocked)
      {
        DeviceFeature.askToUnlock(intent, origin: origin, context: &context)
      } else {
        IntentRunsFeature.reduce(into: &state.runs, action: action, context: &context)
      }
    case .widgets(let action):
      WidgetsFeature.reduce(into: &state.widgets, action: action, context: &context)
    case .device(let action):
      DeviceFeature.reduce(into: &state.device, action: action, context: &context)
    case .configuration(let action):
      ConfigurationFeature.reduce(into: &state, action: action, context: &context)
    case .appWakes(let action):
      AppWakesFeature.reduce(action: action, context: &context)
    case .navigation(let action):
      NavigationFeature.reduce(
        into: &state.navigation, action: action, controls: state.controls,
        slots: state.lockScreenSlots)
    case .editMode(let action):
      EditModeFeature.reduce(into: &state, action: action, context: &context)
    case .runEnded(let origin, let outcome):
      AppScreenFeature.runEnded(elsewhere: origin, state: state, context: &context)
      switch origin {
      case .control(let id), .actionButton(let id):
        ControlsFeature.reduce(
          into: &state.controls, action: .runEnded(id, outcome), context: &context)
      case .widget(let id):
        WidgetsFeature.reduce(
          into: &state.widgets, action: .interactionEnded(id, outcome), context: &context)
      case .siri:
        SiriFeature.reduce(into: &state, action: .runEnded(outcome), context: &context)
      case .app(let app):
        AppScreenFeature.reduce(into: &state, action: .runEnded(app, outcome), context: &context)
      case .actionButtonShortcut:
        context.send(.actionButton(.shortcutEnded(outcome)))
      }
    case .deadline(let id):
      deadline(id, state: &state, context: &context)
    case .log(let kind):
      context.log(kind)
    case .notice(let text):
      state.notice = text
    case .push(let action):
      PushFeature.reduce(into: &state, action: action, context: &context)
    case .timelinePreview(let action):
      TimelinePreviewFeature.reduce(into: &state, action: action, context: &context)
    case .siri(let action):
      SiriFeature.reduce(into: &state, action: action, context: &context)
    case .quit:
      state.quitRequested = true
      context.run(.quit)
    case .controlLab(let action):
      ControlLabFeature.reduce(into: &state, action: action)
    case .appScreen(let action):
      AppScreenFeature.reduce(into: &state, action: action, context: &context)
    }
  }

  static func deadline(_ id: DeadlineID, state: inout DashboardState, context: inout ReduceContext)
  {
    switch id {
    case .controls(let deadline):
      ControlsFeature.deadline(deadline, state: &state.controls, context: &context)
    case .actionButton(let deadline):
      ActionButtonFeature.deadline(deadline, state: &state.actionButton, context: &context)
    case .activities(let deadline):
      ActivitiesFeature.deadline(deadline, state: &state.activities, context: &context)
    case .runs(let deadline):
      IntentRunsFeature.deadline(deadline, state: &state.runs, context: &context)
    case .appWakes(let deadline):
      AppWakesFeature.deadline(deadline, context: &context)
    case .device(let deadline):
      DeviceFeature.deadline(deadline, state: &state.device, context: &context)
    case .widgets(let deadline):
      WidgetsFeature.deadline(deadline, state: &state.widgets, context: &context)
    }
  }

  /// A key goes to the top presentation first, else through the keymap to a command that the
  /// current space gives its meaning.
  static func handle(key: KeyEvent, state: inout DashboardState, context: inout ReduceContext) {
    state.notice = nil
    let command = Keymap.standard.command(for: key)
    if let top = state.navigation.topPresentation {
      // Ctrl-C quits whatever is presented (in a text field "q" is a letter).
      if key == .control("c") { return context.send(.quit) }
      switch top {
      case .help:
        let limit = HelpLayout(size: state.size).maxScroll
        if command == .quit {
          context.send(.quit)
        } else if limit > 0, case .moveFocus(let direction) = command,
          direction == .up || direction == .down
        {
          // Where the help scrolls, ↑↓ scroll it (any other key still closes it).
          let row = state.navigation.helpScroll + (direction == .down ? 1 : -1)
          let target = max(0, min(limit, row))
          if target != state.navigation.helpScroll {
            context.send(.navigation(.scrollHelp(to: target)))
          }
        } else {
          context.send(.navigation(.dismissPresentation))
        }
      case .prompt(let prompt):
        switch prompt.handle(key) {
        case .edited(let next): context.send(.navigation(.updatePrompt(next)))
        case .answer(let answer): context.send(.runs(.answer(prompt.run, answer)))
        case .cancel: context.send(.runs(.cancel(prompt.run)))
        case .ignored: break
        }
      case .configuration(let form):
        switch form.handle(key) {
        case .edited(let next): context.send(.configuration(.update(next)))
        case .save(let edits): context.send(.configuration(.save(form.control, edits)))
        case .cancel: context.send(.configuration(.cancel(form.control)))
        case .ignored: break
        }
      case .unlock(let request):
        switch key {
        case .enter: context.send(.device(.unlock(request)))
        case .escape: context.send(.device(.cancelUnlock(request)))
        default: break
        }
      case .gallery(let gallery):
        EditModeFeature.galleryKey(key, gallery: gallery, state: state, context: &context)
      case .timelinePreview:
        if command == .quit { return context.send(.quit) }
        TimelinePreviewFeature.handle(key, context: &context)
      case .siri:
        SiriFeature.key(key, state: &state, context: &context)
      case .app:
        // The app's keys; the dashboard's own (`/`, `?`, `q`, `i`, themes, clock) go on below.
        guard let command, !AppScreenFeature.key(command, context: &context) else { return }
        return handleDashboardCommand(command, state: &state, context: &context)
      }
      return
    }
    guard let command else { return }
    if EditModeFeature.handle(command, state: state, context: &context) { return }
    handleDashboardCommand(command, state: &state, context: &context)
  }

  /// A command with no presentation in the way: the current space gives it its meaning.
  static func handleDashboardCommand(
    _ command: KeyCommand, state: inout DashboardState, context: inout ReduceContext
  ) {
    switch command {
    case .showSpace(let space):
      context.send(.navigation(.show(space)))
    case .moveFocus(let direction) where state.space == .controlLab:
      context.send(.controlLab(.scroll(by: direction == .left || direction == .up ? -1 : 1)))
    case .cycleFocus(let step) where state.space == .controlLab:
      context.send(.controlLab(.scroll(by: step)))
    case .cycleTheme:
      state.themeStep += 1
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
      }
    case .cancel:
      if let id = state.spaceControl, let run = state.runs.run(for: id) {
        context.send(.runs(.cancel(run.id)))
      } else {
        context.send(.navigation(.closeInspector))
      }
    case .configure:
      if let id = state.spaceControl { context.send(.configuration(.open(id))) }
    case .toggleInspector:
      context.send(.navigation(.toggleInspector))
    case .toggleLock:
      context.send(.device(.toggleLock))
    case .toggleDeveloperMode:
      context.send(.widgets(.setDeveloperMode(!state.widgets.developerMode)))
    case .showHelp:
      context.send(.navigation(.present(.help)))
    case .previewTimeline:
      if state.space == .homeScreen, let widget = state.widgets.focused {
        context.send(.timelinePreview(.open(widget.id)))
      }
    case .openSiri:
      context.send(.siri(.open))
    case .quit:
      context.send(.quit)
    case .toggleEditMode, .addControl, .removeControl, .moveControl, .resizeControl:
      break  // edit mode's (above)
    case .clock(let clockCommand):
      context.run(.clock(clockCommand))
    }
  }
}
