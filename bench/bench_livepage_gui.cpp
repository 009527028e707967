// Event-loop latency of the GUI thread while the Live run page drives a real run.
// A 5 ms timer measures how late each tick fires; the longest gap is the worst stall the user
// would feel. Needs nginx (or haproxy) on PATH. Goal (issue 6): no stall over 50 ms.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_livepage_gui [keys] [nginx|haproxy]
#include "gui/live/livepage.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
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
    QTextStream out(stdout);

    ringlab::gui::LivePage page;
    page.resize(1400, 900);
    page.show();
    page.proxyBox()->setCurrentIndex(haproxy ? 1 : 0);
    page.keysBox()->setValue(keys);
    QString error;
    ringcore::LiveRunConfig config = page.config();
    if (!page.start(config, &error)) {
        out << "cannot start: " << error << Qt::endl;
        return 1;
    }
    std::vector<double> gaps;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer probe;
    probe.setInterval(5);
    probe.setTimerType(Qt::PreciseTimer);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back((now - last) / 1e6);
        last = now;
    });
    probe.start();
    QObject::connect(&page, &ringlab::gui::LivePage::predictionShown, &app, &QApplication::quit);
    app.exec();
    std::sort(gaps.begin(), gaps.end());
    const auto pct = [&](double p) { return gaps.empty() ? 0.0 : gaps[size_t(p * (gaps.size() - 1))]; };
    const ringcore::LiveRunResult &r = page.lastResult();
    out << "proxy " << r.proxy << ", keys " << r.keysMeasured << " of " << keys << ", valid " << r.valid << ", "
        << QString::number(r.requestsPerSecond, 'f', 0) << " req/s, run " << QString::number(r.totalSeconds, 'f', 1)
        << " s\n";
    out << "event-loop ticks " << gaps.size() << ": p50 " << pct(0.5) << " ms, p99 " << pct(0.99) << " ms, p99.9 "
        << pct(0.999) << " ms, max " << (gaps.empty() ? 0 : gaps.back()) << " ms (interval 5 ms)\n";
    out << "stalls over 50 ms: " << std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 50; }) << Qt::endl;
    return 0;
}
