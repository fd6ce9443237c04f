import SampleApps
import SampleAppsCatalog
import SpacesBench
import SpacesDashboard

// Synchronous top-level code: the main thread runs the main actor (`Dashboard.runOnMainThread`).
Dashboard.runOnMainThread {
  await Dashboard.main(
    apps: SampleCatalog.all,
    connectStateServer: { client in ProductivityApp.useStateServer(client) },
    extraSubcommands: BenchCommands.all)
}
