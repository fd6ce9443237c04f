import SampleApps
import SpacesDashboard
import SpacesEngine

await Dashboard.main(apps: [
  HostedApp(
    name: ProductivityApp.name, bundle: ProductivityExtensionBundle.self,
    launch: { ProductivityApp().launch() }),
  HostedApp(name: SystemApp.name, bundle: SystemExtensionBundle.self),
])
