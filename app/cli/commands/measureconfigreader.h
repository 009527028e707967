#pragma once

#include "ringcore/live/liverunconfig.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

namespace ringlab::cli {

/// ringlab-cli measure's options read into a LiveRunConfig: options that contradict each other are
/// refused (never one silently ignored), every value is checked against LiveRunConfig's ranges.
/// Its messages are the measure command's (their context in translations/*.ts).
class MeasureConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::MeasureCommand)
public:
    /// The run's config, or false with the usage error in `error`; `programs`: the --PROGRAM PATH options.
    static bool read(const QCommandLineParser &p, const QStringList &programs, ringcore::LiveRunConfig *config, QString *error);

private:
    static bool readKeySource(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readTrafficSizes(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readOptions(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readProxy(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readNumbers(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readEngine(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
    static bool readFiles(const QCommandLineParser &p, const QStringList &programs, ringcore::LiveRunConfig &config, QString &error);
    static bool readWeightsAndDown(const QCommandLineParser &p, ringcore::LiveRunConfig &config, QString &error);
};

} // namespace ringlab::cli
