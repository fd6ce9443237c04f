import SampleApps
import SpacesDashboard
import SpacesEngine

await Dashboard.main(
  apps: [
    HostedApp(
      name: ProductivityApp.name, bundle: ProductivityExtensionBundle.self,
      launch: { ProductivityApp().launch() })
  ],
  connectStateServer: { client in ProductivityApp.useStateServer(client) })
