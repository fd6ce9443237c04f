import SampleApps
import SpacesEngine

/// The sample apps as the dashboard hosts them: what `spaces` runs, and what tests pick from.
package enum SampleCatalog {
  /// Productivity (the controls session's timer) and the System app (flashlight, Focus…), as
  /// `spaces` hosts them.
  package static var apps: [HostedApp] {
    [
      HostedApp(
        name: ProductivityApp.name, bundle: ProductivityExtensionBundle.self,
        launch: { ProductivityApp().launch() },
        defaultControls: ProductivityApp.defaultControls.map {
          ControlInstanceKey(kind: $0.kind, configuration: $0.configuration)
        }),
      HostedApp(name: SystemApp.name, bundle: SystemExtensionBundle.self),
    ]
  }

  /// The Game (the widget documentation's character health widget) with its default widgets.
  package static var game: HostedApp {
    HostedApp(
      name: GameApp.name, bundle: GameExtensionBundle.self, launch: { GameApp().launch() },
      defaultWidgets: GameApp.defaultWidgets.map {
        DefaultWidget(kind: $0.kind, family: $0.family, configuration: $0.configuration)
      })
  }

  /// The caffeine tracker (WWDC23 "Bring widgets to life") with its interactive widget.
  package static var caffeine: HostedApp {
    HostedApp(
      name: CaffeineApp.name, bundle: CaffeineExtensionBundle.self,
      defaultWidgets: CaffeineApp.defaultWidgets.map {
        DefaultWidget(kind: $0.kind, family: $0.family)
      })
  }

  /// The controls' apps, the Game's widgets and the caffeine tracker (Meditation aside).
  package static var appsWithWidgets: [HostedApp] { apps + [game, caffeine] }

  /// Every sample app, as `spaces` hosts them: the controls' apps, the Game, the caffeine
  /// tracker and Meditation.
  package static var all: [HostedApp] { appsWithWidgets + [meditation] }

  /// Meditation (the WWDC22 App Shortcuts session's app): App Shortcuts only, “Mindful” as a
  /// synonym of its name.
  package static var meditation: HostedApp {
    var app = HostedApp(
      name: MeditationApp.name, makeEntries: { [] }, launch: { MeditationApp().launch() })
    app.appShortcuts = MeditationShortcuts.self
    app.nameSynonyms = MeditationApp.nameSynonyms
    app.appView = { MeditationApp.appView }
    return app
  }
}
