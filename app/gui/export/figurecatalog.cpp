#include "gui/export/figurecatalog.h"

namespace ringlab::gui {

namespace {
QList<FigureProvider *> &liveProviders()
{
    static QList<FigureProvider *> list; // GUI thread only
    return list;
}
} // namespace

FigureProvider::FigureProvider()
{
    liveProviders().append(this);
}

FigureProvider::~FigureProvider()
{
    liveProviders().removeAll(this);
}

QList<FigureProvider *> FigureCatalog::providers()
{
    return liveProviders();
}

QList<Figure> FigureCatalog::allFigures()
{
    QList<Figure> out;
    for (const FigureProvider *provider : std::as_const(liveProviders()))
        for (const Figure &figure : provider->figures())
            if (figure.isValid())
                out.append(figure);
    return out;
}

} // namespace ringlab::gui
