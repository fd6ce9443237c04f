import DequeModule
import Foundation
import OrderedCollections
import SpacesKit

/// Everything the dashboard shows, owned by the engine and changed only by the reducer: one
/// slice per feature (each changed only by its feature, see `Feature`), and the dashboard's own
/// few fields (the event log, the terminal's size, the notice, the theme step).
package struct DashboardState: Equatable, Sendable {
  /// The installed controls, where they are placed, and the kinds the apps declare.
  package var controls = ControlsState()
  /// The Action button: its App Shortcut, hint and Dynamic Island.
  package var actionButton = ActionButtonState()
  /// The Live Activities on screen.
  package var activities = ActivitiesFeature.State()
  /// The Dynamic Island: which activity is expanded.
  package var island = IslandFeature.State()
  /// The Lock Screen's Live Activity banners: which one (or which of its buttons) has the focus.
  package var liveActivityBanners = LiveActivityBannersFeature.State()
  /// The per-app Live Activities switches and their Settings sheet.
  package var liveActivitySettings = LiveActivitySettingsFeature.State()
  /// The Live Activity alert showing.
  package var activityAlerts = ActivityAlertsFeature.State()
  /// The Home Screen and Lock Screen widgets.
  package var widgets = WidgetsFeature.State()
  /// The intents running, and their questions.
  package var runs = IntentRunsFeature.State()
  /// The space, focus, the presentation stack and inspector.
  package var navigation = NavigationFeature.State()
  /// The device: locked or unlocked, unlock requests, the "opening <App>" banner.
  package var device = DeviceFeature.State()
  /// Edit mode and the controls gallery.
  package var editMode = EditModeFeature.State()
  /// The widget gallery and the widgets the layout file held.
  package var widgetGallery = WidgetGalleryFeature.State()
  /// The configuration form.
  package var configuration = ConfigurationFeature.State()
  /// The kinds that take pushes and the controls' push tokens.
  package var push = PushFeature.State()
  /// The App Shortcuts phrase index and the Siri bar.
  package var siri = SiriFeature.State()
  /// The apps' donated and relevant intents.
  package var donations = DonationsFeature.State()
  /// The apps' Spotlight indexes.
  package var spotlight = SpotlightFeature.State()
  /// Which apps have their own screen, and the one open.
  package var appScreens = AppScreenFeature.State()
  /// The apps whose icons the Home Screen shows.
  package var homeScreenApps = HomeScreenAppsFeature.State()
  /// The timeline preview.
  package var timelinePreview = TimelinePreviewFeature.State()
  /// The Control Lab: its filter and the control it shows first.
  package var controlLab = ControlLabFeature.State()
  /// The Shortcuts space: its focus, inline parameter edits and the apps' extra actions.
  package var shortcuts = ShortcutsFeature.State()
  /// The widget providers' recommended configurations, by kind.
  package var widgetRecommendations = WidgetRecommendationsFeature.State()
  /// Saving the layout file: refused, unsaved, retrying.
  package var layout = LayoutFeature.State()
  /// Saving the apps' screen state file: refused, unsaved, retrying.
  package var viewStateFile = ViewStateFileFeature.State()
  /// What an app reports as playing, and the Now Playing tile's focus.
  package var nowPlaying = NowPlayingFeature.State()
  /// The toast up: a timed one-line answer to an action.
  package var toast = ToastFeature.State()
  /// Control Center's brightness and volume levels.
  package var sliders = SlidersFeature.State()

  /// The event log, newest last.
  package var events: Deque<EngineEvent> = []
  /// The terminal's size in cells.
  package var size = TerminalSize(width: 80, height: 24)
  /// A notice shown until the next key press (e.g. a state file was moved aside).
  package var notice: String?
  /// How many times `t` switched the theme (the renderer cycles the built-in themes by it).
  package var themeStep = 0
  /// Whether the user asked to quit.
  package var quitRequested = false

  /// The most events kept.
  package static let eventLimit = 500

  package init() {}

  /// The space on screen.
  package var space: Space { navigation.space }
  /// Whether the inspector panel is open.
  package var showsInspector: Bool { navigation.showsInspector }
  /// Whether the help overlay is open.
  package var showsHelp: Bool { navigation.presentations.contains(.help) }
  /// Every control kind the hosted apps declare (the controls gallery), by kind, in bundle order.
  package var catalog: OrderedDictionary<String, ControlKindInfo> { controls.catalog }
  /// The controls in the Lock Screen's slots.
  package var lockScreenSlots: [ControlID?] { controls.lockScreenSlots }

  /// A control by identifier.
  package func control(_ id: ControlID?) -> ControlInstance? { controls[id] }

  /// The focused control in Control Center.
  package var focusedControl: ControlInstance? { controls[navigation.controlCenterFocus] }

  /// The control the current space acts on: Control Center's focused control, the focused
  /// Lock Screen slot's control, or the Action button's.
  package var spaceControl: ControlID? {
    switch navigation.space {
    case .controlCenter: navigation.controlCenterFocus
    case .lockScreen:
      lockScreenSlots.indices.contains(navigation.lockScreenFocus)
        ? lockScreenSlots[navigation.lockScreenFocus] : nil
    case .actionButton: controls.actionButton
    case .homeScreen, .controlLab, .shortcuts: nil
    }
  }

  /// What is presented over the space, bottom first, each with what its feature shows.
  package var presentations: [Presentation] {
    navigation.presentations.compactMap(presentation(_:))
  }

  /// The top presentation, which gets keys first.
  package var topPresentation: Presentation? {
    navigation.presentations.last.flatMap(presentation(_:))
  }

  /// A presentation on the stack with its feature's content (`nil` when the feature has none).
  func presentation(_ id: PresentationID) -> Presentation? {
    switch id {
    case .help: .help
    case .prompt(let run): runs.prompts[run].map(Presentation.prompt)
    case .configuration: configuration.form.map(Presentation.configuration)
    case .unlock: device.unlockRequests.last.map(Presentation.unlock)
    case .gallery: editMode.gallery.map(Presentation.gallery)
    case .widgetGallery: widgetGallery.gallery.map(Presentation.widgetGallery)
    case .timelinePreview: timelinePreview.preview.map(Presentation.timelinePreview)
    case .siri: siri.bar.map(Presentation.siri)
    case .app: appScreens.screen.map(Presentation.app)
    case .island: .island(expandedIslandActivity)
    case .liveActivitySettings:
      liveActivitySettings.isOpen ? .liveActivitySettings(liveActivitySettings) : nil
    case .editStack: widgets.editStack.map(Presentation.editStack)
    }
  }

  /// Appends to the event log, dropping the oldest past the limit.
  mutating func log(_ kind: EngineEvent.Kind, at date: Date) {
    events.append(EngineEvent(date: date, kind: kind))
    if events.count > Self.eventLimit { events.removeFirst() }
  }
}
