import SampleApps
import SpacesBench
import SpacesDashboard
import SpacesEngine

await Dashboard.main(
  apps: [
    HostedApp(
      name: ProductivityApp.name, bundle: ProductivityExtensionBundle.self,
      launch: { ProductivityApp().launch() },
      defaultControls: ProductivityApp.defaultControls.map {
        ControlInstanceKey(kind: $0.kind, configuration: $0.configuration)
      }),
    HostedApp(name: SystemApp.name, bundle: SystemExtensionBundle.self),
    HostedApp(
      name: GameApp.name, bundle: GameExtensionBundle.self, launch: { GameApp().launch() },
      defaultWidgets: GameApp.defaultWidgets.map {
        DefaultWidget(kind: $0.kind, family: $0.family, configuration: $0.configuration)
      }),
    HostedApp(
      name: CaffeineApp.name, bundle: CaffeineExtensionBundle.self,
      defaultWidgets: CaffeineApp.defaultWidgets.map {
        DefaultWidget(kind: $0.kind, family: $0.family)
      }),
    {
      var meditation = HostedApp(
        name: MeditationApp.name, makeEntries: { [] }, launch: { MeditationApp().launch() })
      meditation.appShortcuts = MeditationShortcuts.self
      meditation.nameSynonyms = MeditationApp.nameSynonyms
      meditation.appView = { MeditationApp.appView }
      return meditation
    }(),
  ],
  connectStateServer: { client in ProductivityApp.useStateServer(client) },
  extraSubcommands: BenchCommands.all)
