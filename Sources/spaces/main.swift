import SampleApps
import SampleAppsCatalog
import SpacesBench
import SpacesDashboard

await Dashboard.main(
  apps: SampleCatalog.all,
  connectStateServer: { client in ProductivityApp.useStateServer(client) },
  extraSubcommands: BenchCommands.all)
