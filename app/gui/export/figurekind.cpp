#include "gui/export/figurekind.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace ringlab::gui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::FigureRequest)
};

struct Entry
{
    int order;
    std::unique_ptr<FigureKind> kind;
};

std::vector<Entry> &registry()
{
    static std::vector<Entry> entries;
    return entries;
}

} // namespace

QString FigureRequest::aboutExperiment(const QString &error) const
{
    return experimentFile.isEmpty() ? error : Tr::tr("--experiment: %1: %2").arg(experimentFile, error);
}

QList<const FigureKind *> figureKinds()
{
    QList<const FigureKind *> out;
    for (const Entry &entry : registry()) // kept in order
        out << entry.kind.get();
    return out;
}

const FigureKind *figureKind(const QString &name)
{
    for (const Entry &entry : registry())
        if (entry.kind->name() == name)
            return entry.kind.get();
    return nullptr;
}

bool registerFigureKind(int order, std::unique_ptr<FigureKind> kind)
{
    registry().push_back(Entry{order, std::move(kind)});
    std::stable_sort(registry().begin(), registry().end(), [](const Entry &a, const Entry &b) { return a.order < b.order; });
    return true;
}

} // namespace ringlab::gui
