void vec_axpy(int n, float a, const float *x, float *y);
double vec_dot(int n, const float *x, const float *y);
