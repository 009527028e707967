// Event-loop latency of the GUI thread while the Live run page drives a real run.
// A 5 ms timer measures how late each tick fires; the longest gap is the worst stall the user
// would feel. Needs nginx (or haproxy) on PATH. Goal (issue 6): no stall over 50 ms.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_livepage_gui [keys] [nginx|haproxy]
#include "gui/live/livepage.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <vector>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    const int keys = args.size() > 1 ? args[1].toInt() : 1000000;
    const bool haproxy = args.size() > 2 && args[2] == QLatin1String("haproxy");

    ringlab::gui::LivePage page;
    page.resize(1400, 900);
    page.show();
    ringcore::Experiment experiment = ringcore::Experiment::defaultExperiment();
    experiment.keys = keys; // the run sends the experiment's keys
    page.setExperiment(experiment);
    page.proxyBox()->setCurrentIndex(haproxy ? 1 : 0);
    QTextStream out(stdout);
    const auto *progressBar = page.findChild<QProgressBar *>();
    const auto *log = page.findChild<QPlainTextEdit *>();
    // Every stall over 50 ms with when it happened and what the run was doing then: the progress
    // bar and the log's last line (the phase), so a stall can be traced to start, load or end.
    struct Stall {
        double atSeconds, gapMs;
        int progressPermille;
        QString lastLog;
    };
    std::vector<Stall> stalls;
    std::vector<double> gaps;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer probe;
    probe.setInterval(5);
    probe.setTimerType(Qt::PreciseTimer);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const double gap = (now - last) / 1e6;
        gaps.push_back(gap);
        if (gap > 50) {
            const QString text = log->toPlainText();
            stalls.push_back({now / 1e9, gap, int(qint64(progressBar->value()) * 1000 / std::max(1, progressBar->maximum())), text.mid(text.lastIndexOf(QLatin1Char('\n')) + 1)});
        }
        last = now;
    });
    probe.start();
    // The start itself (what the Start button does) is measured too: it runs in the event loop.
    QTimer::singleShot(100, &page, [&] {
        QString error;
        if (!page.start(page.config(), &error)) {
            out << "cannot start: " << error << Qt::endl;
            app.exit(1);
        }
    });
    QObject::connect(&page, &ringlab::gui::LivePage::startFailed, &app, [&](const QString &error) {
        out << "cannot start: " << error << Qt::endl;
        app.exit(1);
    });
    QObject::connect(&page, &ringlab::gui::LivePage::predictionShown, &app, &QApplication::quit);
    if (app.exec() != 0)
        return 1;
    std::sort(gaps.begin(), gaps.end());
    const auto pct = [&](double p) { return gaps.empty() ? 0.0 : gaps[size_t(p * (gaps.size() - 1))]; };
    const ringcore::LiveRunResult &r = page.lastResult();
    out << "proxy " << r.proxy << ", keys " << r.keysMeasured << " of " << keys << ", valid " << r.valid << ", "
        << QString::number(r.requestsPerSecond, 'f', 0) << " req/s, run " << QString::number(r.totalSeconds, 'f', 1)
        << " s\n";
    out << "event-loop ticks " << gaps.size() << ": p50 " << pct(0.5) << " ms, p99 " << pct(0.99) << " ms, p99.9 "
        << pct(0.999) << " ms, max " << (gaps.empty() ? 0 : gaps.back()) << " ms (interval 5 ms)\n";
    out << "stalls over 50 ms: " << stalls.size() << Qt::endl;
    for (const Stall &s : stalls)
        out << "  at " << QString::number(s.atSeconds, 'f', 3) << " s: " << QString::number(s.gapMs, 'f', 1)
            << " ms, progress " << s.progressPermille / 10.0 << " %, log: " << s.lastLog << Qt::endl;
    return 0;
}
