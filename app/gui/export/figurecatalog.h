#pragma once

#include "gui/chart/figure.h"

#include <QList>

namespace ringlab::gui {

/// Something that shows figures (a page). Providers register while they exist so that
/// "Export all figures" can collect every figure of the window without knowing the pages.
class FigureProvider
{
public:
    FigureProvider();
    virtual ~FigureProvider();
    FigureProvider(const FigureProvider &) = delete;
    FigureProvider &operator=(const FigureProvider &) = delete;

    /// The figures currently shown (valid ones only; empty while nothing is computed).
    virtual QList<Figure> figures() const = 0;
};

/// The live FigureProviders, in creation order.
class FigureCatalog
{
public:
    static QList<FigureProvider *> providers();
    /// Every figure of every provider.
    static QList<Figure> allFigures();
};

} // namespace ringlab::gui
