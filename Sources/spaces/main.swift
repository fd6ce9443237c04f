import SpacesEngine
import SampleApps
import SpacesDashboard

await Dashboard.main(apps: [
  HostedApp(
    name: ProductivityApp.name, bundle: ProductivityExtensionBundle.self,
    launch: { ProductivityApp().launch() })
])
