// The gallery's lookup-time figures: every registered algorithm at 10 … 10,000 servers, timed by
// ringcore's LookupTiming, the code `bench_lookup --sweep` runs (same servers, options, key hashes
// and per-thread CPU clock), on the machine that renders the figure.
#include "gui/gallery/gallerysupport.h"

#include "ringcore/analysis/lookuptiming.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QFile>
#include <QLocale>
#include <QSysInfo>

namespace ringlab::gui::gallery {

namespace {

/// "Intel(R) Xeon(R) … (2 cores)" from /proc/cpuinfo, else the architecture.
QString machine()
{
    QFile file(QStringLiteral("/proc/cpuinfo"));
    QString model;
    int cores = 0;
    if (file.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.startsWith("model name") && model.isEmpty())
                model = QString::fromUtf8(line.mid(line.indexOf(':') + 1)).simplified();
            if (line.startsWith("processor"))
                ++cores;
        }
    }
    if (model.isEmpty())
        return QSysInfo::currentCpuArchitecture();
    return Tr::tr("%1, %2 logical CPUs").arg(model).arg(cores);
}

} // namespace

static QList<Figure> lookupFigures(const ringcore::CancelToken &cancel)
{
    const int counts[] = {10, 100, 1000, 10000};
    const size_t keys = 200000;
    const double minTime = 0.02; // s of CPU per algorithm and size
    const std::vector<uint64_t> hashes = ringcore::LookupTiming::keyHashes(keys, 20);
    static const PlotSeries::Marker shapes[] = {PlotSeries::Circle, PlotSeries::Square, PlotSeries::Triangle,
                                                PlotSeries::Diamond, PlotSeries::Cross, PlotSeries::Plus, PlotSeries::Circle};
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::SolidLine,
                                          Qt::DashLine, Qt::DotLine};
    static const int colours[] = {0, 1, 2, 3, 5, 6, 7}; // Okabe–Ito without the yellow
    QList<PlotSeries> rings, others;
    size_t timed = 0;
    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
        PlotSeries s = PlotSeries::make(PlotSeries::LineMarkers, info.name, info.name).withMarkerPt(3.5);
        bool ring = false;
        for (int n : counts) {
            if (cancel.isCancelled())
                return {};
            ringcore::LookupTiming timing;
            QString error;
            std::unique_ptr<ringcore::Algorithm> built;
            if (!ringcore::LookupTiming::measure(info.name, n, hashes, minTime, &timing, &error, &built))
                continue;
            ring = !built->points().empty();
            timed += timing.lookups;
            s.add(QPointF(n, std::max(timing.nsPerLookup, 0.1)));
        }
        if (!s.points.isEmpty())
            (ring ? rings : others) << s;
    }
    const QString where = machine();
    QList<Figure> out;
    for (int g = 0; g < 2; ++g) {
        const QList<PlotSeries> &group = g == 0 ? rings : others;
        // At most seven series a figure (seven Okabe–Ito colours without the yellow), split evenly.
        const qsizetype parts = (group.size() + 6) / 7;
        const qsizetype per = parts > 0 ? (group.size() + parts - 1) / parts : 0;
        for (qsizetype part = 0; part < parts; ++part) {
            Plot plot;
            plot.x.title = Tr::tr("Servers");
            plot.x.log = true;
            plot.y.title = Tr::tr("Lookup time (ns, CPU)");
            plot.y.log = true;
            QStringList at1000;
            for (qsizetype i = part * per; i < std::min<qsizetype>(group.size(), (part + 1) * per); ++i) {
                const int j = int(i - part * per);
                PlotSeries s = group[i];
                s.colour = okabeIto(colours[j]);
                s.marker = shapes[j];
                s.dash = dashes[j];
                for (const QPointF &p : s.points)
                    if (p.x() == 1000)
                        at1000 << Tr::tr("%1 %2").arg(s.name, num(p.y(), 0));
                plot.series << s;
            }
            const QString kind = g == 0 ? QStringLiteral("rings") : QStringLiteral("tables");
            Figure f;
            f.name = QStringLiteral("gallery-lookup-time-%1").arg(kind) + (parts > 1 ? QStringLiteral("-%1").arg(part + 1) : QString());
            const QString what = g == 0 ? Tr::tr("rings") : Tr::tr("tables and ring-free schemes");
            f.title = parts > 1 ? Tr::tr("Lookup time against servers: %1 (%2 of %3)").arg(what).arg(part + 1).arg(parts)
                                : Tr::tr("Lookup time against servers: %1").arg(what);
            f.caption = Tr::tr("Measured on this machine (%1) by `ringlab-cli figure gallery`, with the lookup benchmark's "
                           "code (ringcore LookupTiming, as `bench_lookup --sweep` runs it): pre-hashed keys, CPU time "
                           "of one thread, up to %2 s per algorithm and size. Other machines give other numbers; "
                           "compare shapes. At 1,000 servers (ns): %3.")
                            .arg(where, QLocale().toString(minTime), at1000.join(QStringLiteral(", ")));
            f.parameters = QJsonObject{{QStringLiteral("machine"), where},
                                       {QStringLiteral("command"), QStringLiteral("ringlab-cli figure gallery")},
                                       {QStringLiteral("keys"), double(keys)},
                                       {QStringLiteral("minTimeSeconds"), minTime},
                                       {QStringLiteral("lookupsTimed"), double(timed)}};
            f.plot = plot;
            out << finish(f);
        }
    }
    return out;
}

RINGLAB_REGISTER_GALLERY_FAMILY(lookupFigures, 60, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "lookup time"), lookupFigures)

} // namespace ringlab::gui::gallery
